import { parseNotificationTimeout } from './parseTimeout';

describe('parseNotificationTimeout (docs/product/cash-data.md#notification-timeout-validation)', () => {
  it.each([
    [undefined, 5000],
    [0, 0],
    [3000, 3000],
    ['0', 0],
    ['3000', 3000],
  ])('%p → %p', (value, expected) => {
    expect(parseNotificationTimeout(value)).toBe(expected);
  });

  it.each([
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
    'abc',
    '-1',
    '1.5',
    '1e3',
    '',
    ' 1',
    null,
    true,
    {},
  ])('rejects %p', (value) => {
    expect(parseNotificationTimeout(value)).toBeUndefined();
  });
});
