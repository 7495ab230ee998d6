import type * as NumberModule from './number';
import { DECIMAL_SEPARATOR, GROUP_SEPARATOR, formatCount, formatNumber, splitAmount } from './number';

/** Writes expectations with a visible `_` for the group separator. */
const g = (text: string) => text.replace(/_/g, GROUP_SEPARATOR);

describe('formatNumber (docs/product/constants.md#number-format)', () => {
  it('groups thousands with U+00A0 whatever the engine emits', () => {
    expect(GROUP_SEPARATOR).toBe('\u00a0');
    expect(formatNumber(1234)).toBe(g('1_234'));
    expect(formatNumber(1234567)).toBe(g('1_234_567'));
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234567)).not.toMatch(/[\u202f ]/);
  });

  it('normalises the group and minus characters other engines emit', () => {
    // Some ICU versions emit U+202F between groups and U+2212 as the minus; the output must not change.
    const spy = jest.spyOn(Intl.NumberFormat.prototype, 'formatToParts').mockReturnValue([
      { type: 'minusSign', value: '\u2212' },
      { type: 'integer', value: '1' },
      { type: 'group', value: '\u202f' },
      { type: 'integer', value: '234' },
      { type: 'decimal', value: ',' },
      { type: 'fraction', value: '5' },
    ]);
    try {
      expect(formatNumber(-1234.5)).toBe(g('-1_234.5'));
    } finally {
      spy.mockRestore();
    }
  });

  it('uses a dot as the decimal separator, never the Russian comma', () => {
    expect(DECIMAL_SEPARATOR).toBe('.');
    expect(formatNumber(1234.5)).toBe(g('1_234.5'));
    expect(formatNumber(0.25)).not.toContain(',');
  });

  it('shows 0 to 2 decimals by default', () => {
    expect(formatNumber(10)).toBe('10');
    expect(formatNumber(10.5)).toBe('10.5');
    expect(formatNumber(10.25)).toBe('10.25');
    expect(formatNumber(10.256)).toBe('10.26');
    expect(formatNumber(10.1)).toBe('10.1');
  });

  it('lets options change the minimum and maximum decimals', () => {
    expect(formatNumber(10, { minimumFractionDigits: 2 })).toBe('10.00');
    expect(formatNumber(10.5, { minimumFractionDigits: 2 })).toBe('10.50');
    expect(formatNumber(10.12345, { maximumFractionDigits: 4 })).toBe('10.1235');
    expect(formatNumber(10.7, { maximumFractionDigits: 0 })).toBe('11');
    // A maximum below the minimum is raised to it instead of throwing like Intl does.
    expect(formatNumber(1.234, { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBe('1.234');
    // Out-of-range digit counts are clamped.
    expect(formatNumber(1.5, { minimumFractionDigits: -1, maximumFractionDigits: 1.9 })).toBe('1.5');
  });

  it('rounds half away from zero on the decimal form of the number', () => {
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(0.125)).toBe('0.13');
    expect(formatNumber(2.675)).toBe('2.68');
    expect(formatNumber(-2.675)).toBe('-2.68');
    expect(formatNumber(999.999)).toBe(g('1_000'));
  });

  it('formats negatives with an ASCII minus', () => {
    expect(formatNumber(-1234.5)).toBe(g('-1_234.5'));
    expect(formatNumber(-0.5)).toBe('-0.5');
  });

  it('formats zero without a sign, including negative zero and values that round to zero', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(-0.001, { minimumFractionDigits: 2 })).toBe('0.00');
  });

  it('formats large numbers in full', () => {
    expect(formatNumber(1e21)).toBe(g('1_000_000_000_000_000_000_000'));
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe(g('9_007_199_254_740_991'));
  });

  it('accepts numeric strings', () => {
    expect(formatNumber('1234.5')).toBe(g('1_234.5'));
    expect(formatNumber(' 42 ')).toBe('42');
  });

  it('formats what is not a finite number as an empty string', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '', '  ', 'abc', '1,5']) {
      expect(formatNumber(value)).toBe('');
    }
  });
});

describe('splitAmount (docs/product/constants.md#split-amount: split display always has two decimals)', () => {
  it('splits into a grouped integer and a two-digit fraction', () => {
    expect(splitAmount(1234.5)).toEqual({ integer: g('1_234'), fraction: '50' });
    expect(splitAmount(1234)).toEqual({ integer: g('1_234'), fraction: '00' });
    expect(splitAmount(0.07)).toEqual({ integer: '0', fraction: '07' });
  });

  it('rounds to two decimals first, carrying into the integer', () => {
    expect(splitAmount(9.999)).toEqual({ integer: '10', fraction: '00' });
    expect(splitAmount(1.005)).toEqual({ integer: '1', fraction: '01' });
  });

  it('keeps the sign on the integer part and drops it for zero', () => {
    expect(splitAmount(-1234.5)).toEqual({ integer: g('-1_234'), fraction: '50' });
    expect(splitAmount(-0.004)).toEqual({ integer: '0', fraction: '00' });
  });

  it('gives empty parts for what is not a finite number', () => {
    expect(splitAmount(Number.NaN)).toEqual({ integer: '', fraction: '' });
    expect(splitAmount(Number.POSITIVE_INFINITY)).toEqual({ integer: '', fraction: '' });
  });
});

describe('formatCount (docs/product/constants.md#number-format: counts are grouped too)', () => {
  it('10000 transactions read 10 000', () => {
    expect(formatCount(10000)).toBe(g('10_000'));
    expect(formatCount('10000')).toBe(g('10_000'));
    expect(formatCount(30)).toBe('30');
    expect(formatCount(0)).toBe('0');
  });

  it('a count is whole', () => {
    expect(formatCount(1234.5)).toBe(g('1_235'));
  });

  it('not a number is empty', () => {
    expect(formatCount(Number.NaN)).toBe('');
  });
});

describe('prepareNumberFormats', () => {
  /** The module as the cashier first loads it: no formatter made yet. */
  function freshModule(): typeof NumberModule {
    let fresh: typeof NumberModule | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof NumberModule>('./number');
    });
    if (!fresh) throw new Error('number.ts did not load');
    return fresh;
  }

  afterEach(() => jest.restoreAllMocks());

  it('makes the formatters in a later task, so the first amounts shown make none', async () => {
    const { prepareNumberFormats, splitAmount, formatNumber } = freshModule();
    const made = jest.spyOn(Intl, 'NumberFormat');
    prepareNumberFormats();
    expect(made).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made).toHaveBeenCalledTimes(2);
    expect(splitAmount(1234.5)).toEqual({ integer: `1${GROUP_SEPARATOR}234`, fraction: '50' });
    expect(formatNumber(0.5)).toBe('0.5');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
