import { intentStorageKey } from '@/shared/payments/intentStorage';
import { SAVED_INTENT_KEY } from './resumeCheck';

describe('resumeCheck', () => {
  it('looks for the saved intent under the key intentStorage.ts writes it to', () => {
    expect(SAVED_INTENT_KEY).toBe(intentStorageKey('deposit'));
  });
});
