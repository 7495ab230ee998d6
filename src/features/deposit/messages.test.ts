import { en } from '@/shared/i18n/en';
import { paymentMessages } from './paymentMessages';
import { resultMessages } from './resultMessages';
import { messages } from './messages';
import { cardBrandMessages } from './cardBrandMessages';
import { quickMessages } from './quickMessages';

describe('deposit bundled English', () => {
  it('is split without overlap: each key lives in exactly one bundle (en.ts, the first screen, the payment step, the results, the quick deposit or the card brands)', () => {
    const keys = [en, messages, paymentMessages, resultMessages, quickMessages, cardBrandMessages].flatMap((bundle) =>
      Object.keys(bundle),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
