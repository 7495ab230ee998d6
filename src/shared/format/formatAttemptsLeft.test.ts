import { createTranslator, bundledEnglishMessages, mergeMessages } from '@/shared/i18n/translate';
import { attemptsMessages, formatAttemptsLeft } from './formatAttemptsLeft';

const noMissing = () => {
  throw new Error('unexpected missing key');
};

describe('formatAttemptsLeft', () => {
  const english = mergeMessages(bundledEnglishMessages, attemptsMessages);
  const t = createTranslator(english, noMissing);

  it('reads "{n} attempts left" from the format.attemptsLeft key', () => {
    expect(formatAttemptsLeft(t, 3)).toBe('3 attempts left');
    expect(formatAttemptsLeft(t, 0)).toBe('0 attempts left');
  });

  it('shows counts that are negative, fractional or not numbers as whole numbers ≥ 0', () => {
    expect(formatAttemptsLeft(t, -2)).toBe('0 attempts left');
    expect(formatAttemptsLeft(t, 2.7)).toBe('2 attempts left');
    expect(formatAttemptsLeft(t, Number.NaN)).toBe('0 attempts left');
  });

  it('follows a server translation of the key', () => {
    const es = createTranslator(mergeMessages(english, { 'format.attemptsLeft': 'Quedan {n} intentos' }), noMissing);
    expect(formatAttemptsLeft(es, 2)).toBe('Quedan 2 intentos');
  });
});
