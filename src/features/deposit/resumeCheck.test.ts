import { INTENT_BOOK_KEY } from '@/shared/money/intentBook';
import { SAVED_INTENT_KEY } from './resumeCheck';

describe('resumeCheck', () => {
  it('looks for the intent book under the key intentBook.ts writes it to', () => {
    expect(SAVED_INTENT_KEY).toBe(INTENT_BOOK_KEY);
  });
});
