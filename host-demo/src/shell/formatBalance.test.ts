import { formatBalance } from './formatBalance';

describe('formatBalance', () => {
  it('formats an ISO 4217 currency in the locale, the same each time (the kept formatter)', () => {
    expect(formatBalance(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatBalance(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatBalance(2, 'EUR', 'de-DE')).toBe('2,00\u00a0€');
  });

  it('falls back to "12.50 XYZ" for a code Intl does not take and for a locale tag it refuses', () => {
    expect(formatBalance(12.5, 'SC', 'en-US')).toBe('12.50 SC');
    expect(formatBalance(12.5, '', 'en-US')).toBe('12.50');
    expect(formatBalance(12.5, 'USD', 'not a locale!')).toBe('12.50 USD');
    expect(formatBalance(3, 'USD', 'not a locale!')).toBe('3.00 USD');
  });
});
