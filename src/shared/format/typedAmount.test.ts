import { parseTypedAmount } from './typedAmount';

// docs/product/constants.md#typed-amounts: the one reading of an amount field.
describe('parseTypedAmount', () => {
  it.each([
    ['10', 10],
    ['10.5', 10.5],
    ['10,5', 10.5],
    ['10.50', 10.5],
    ['10,05', 10.05],
    ['  25\t', 25],
    ['0', 0],
    ['007', 7],
    // The cashier's own grouping (what it shows), with a plain, a no-break or a narrow no-break space.
    ['1 000', 1000],
    ['1\u00a0000.50', 1000.5],
    ['1\u202f000', 1000],
    ['12 345 678,9', 12345678.9],
  ])('reads %j as %p', (text, amount) => {
    expect(parseTypedAmount(text)).toBe(amount);
  });

  it.each([
    [''],
    ['   '],
    // More than two decimals; `1,000` and `1.000` are a thousand in one locale and one in another.
    ['10.505'],
    ['1,000'],
    ['1.000'],
    ['1,000.50'],
    ['10.5.1'],
    ['10,5,1'],
    ['10.'],
    ['.5'],
    [',5'],
    ['-5'],
    ['+5'],
    ['1e3'],
    ['0x10'],
    ['Infinity'],
    ['NaN'],
    ['12abc'],
    ['1 00'],
    ['1000 000'],
    ['1  000'],
  ])('refuses %j', (text) => {
    expect(parseTypedAmount(text)).toBeNull();
  });

  it('refuses digits too many to be a finite number', () => {
    expect(parseTypedAmount('9'.repeat(400))).toBeNull();
  });
});
