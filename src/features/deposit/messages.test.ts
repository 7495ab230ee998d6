import { en } from '@/shared/i18n/en';
import { paymentMessages } from './paymentMessages';
import { resultMessages } from './resultMessages';

describe('deposit bundled English', () => {
  it('is split without overlap: each key lives in exactly one bundle (en.ts, the payment step or the results)', () => {
    const keys = [...Object.keys(en), ...Object.keys(paymentMessages), ...Object.keys(resultMessages)];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
