import { en } from '@/shared/i18n/en';
import { paymentMessages } from './paymentMessages';
import { resultMessages } from './resultMessages';
import { messages } from './messages';
import { cardBrandMessages } from './cardBrandMessages';
import { quickMessages } from './quickMessages';
import { choosePackageMessages } from './choosePackageMessages';

describe('deposit bundled English', () => {
  it('is split without overlap: each key lives in exactly one bundle (en.ts, the first screen, the payment step, the results, the quick deposit, the card brands or the way back to the packages)', () => {
    const keys = [
      en,
      messages,
      paymentMessages,
      resultMessages,
      quickMessages,
      cardBrandMessages,
      choosePackageMessages,
    ].flatMap((bundle) => Object.keys(bundle));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
