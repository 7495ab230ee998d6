import { formatCoins, formatMoney } from './money';

describe('money and coins', () => {
  it('money has two decimals and its currency', () => {
    expect(formatMoney(9.9, 'USD')).toBe('9.90 USD');
    expect(formatMoney(0, 'EUR')).toBe('0.00 EUR');
  });

  it('coins are whole numbers', () => {
    expect(formatCoins(12.6)).toBe(formatCoins(13));
    expect(formatCoins(5)).toBe('5');
  });
});
