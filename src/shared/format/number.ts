/**
 * Number formatting of docs/product/constants.md#number-format: Russian-locale digit grouping, a dot as the decimal separator,
 * 0 to 2 decimals by default, and a split display (integer / two-digit fraction) for amounts.
 *
 * Decisions (tested in number.test.ts):
 * - Grouping comes from `Intl.NumberFormat('ru-RU')`. Engines differ in the group character they emit
 *   (Node 20's ICU emits U+00A0 NO-BREAK SPACE for ru-RU; some ICU/CLDR versions use U+202F NARROW NO-BREAK
 *   SPACE or a plain space), so every group separator is normalised to `GROUP_SEPARATOR` = U+00A0: the
 *   number never wraps across lines and tests see one character everywhere.
 * - The minus sign is normalised to ASCII `-` (some engines emit U+2212), and a value that rounds to zero
 *   shows without a sign (`-0.001` → `0`).
 * - Rounding is Intl's default, half away from zero on the shortest decimal form of the double
 *   (`1.005` → `1.01`, `-2.675` → `-2.68`).
 * - Numeric strings (`'1234.5'`) are accepted and parsed with `Number`; anything that is not a finite
 *   number (NaN, ±Infinity, `''`, `'abc'`, `'1,5'`) formats as an empty string so no screen ever shows
 *   `NaN` or `∞`. Callers that must tell "no value" from zero check before formatting.
 */

import { laterTask } from '@/shared/perf/laterTask';

/** The one group separator the cashier shows: U+00A0 NO-BREAK SPACE. */
export const GROUP_SEPARATOR = '\u00a0';
/** docs/product/constants.md#number-format: a dot, not the comma of the Russian locale. */
export const DECIMAL_SEPARATOR = '.';

const LOCALE = 'ru-RU';
const MAX_DIGITS = 20;

export interface FormatNumberOptions {
  /** Fewest decimals shown (pads with zeros). Default 0. */
  minimumFractionDigits?: number;
  /** Most decimals shown (rounds). Default 2; raised to the minimum if lower. */
  maximumFractionDigits?: number;
}

export interface SplitAmount {
  /** Signed, grouped integer part, e.g. `-1 234` (with U+00A0). */
  integer: string;
  /** Always two digits, e.g. `50`. */
  fraction: string;
}

const clampDigits = (digits: number | undefined, fallback: number) =>
  digits === undefined || !Number.isFinite(digits) ? fallback : Math.min(MAX_DIGITS, Math.max(0, Math.trunc(digits)));

/** Creating an Intl.NumberFormat is slow and a list of amounts formats many values: one per digit range. */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${String(minimum)}:${String(maximum)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Makes the formatters of amounts (`splitAmount`) and of plain numbers in a task of their own, after the one that
 * calls it (nothing to cancel: they are kept for whoever formats next). The first `Intl.NumberFormat` of a locale
 * costs the engine that locale's data (a cold open's package list spent 5–24 ms of its render on it at 4× CPU;
 * test/bench/README.md, "The style tag's re-parse"), each one after that about 0.1 ms. Called by CashierRoot's
 * effects before the store's view is released, so the cost is not in the render of the first amounts (an idle
 * period, asked for before, often came only after it on a busy page).
 */
export function prepareNumberFormats(): void {
  void laterTask().then(() => formatterFor(2, 2) && formatterFor(0, 2));
}

function toFiniteNumber(value: number | string): number | undefined {
  const number = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
  return Number.isFinite(number) ? number : undefined;
}

/** Formats to parts and rebuilds the string with the cashier's separators and sign. */
function formatParts(number: number, minimum: number, maximum: number): { integer: string; fraction: string } {
  let sign = '';
  let integer = '';
  let fraction = '';
  for (const part of formatterFor(minimum, maximum).formatToParts(number)) {
    switch (part.type) {
      case 'minusSign':
        sign = '-';
        break;
      case 'integer':
        integer += part.value;
        break;
      case 'group':
        integer += GROUP_SEPARATOR;
        break;
      case 'fraction':
        fraction += part.value;
        break;
      default:
        // 'decimal' is re-added by the caller; ru-RU emits nothing else for a plain decimal number.
        break;
    }
  }
  const isZero = /^[0\u00a0]*$/.test(integer) && /^0*$/.test(fraction);
  return { integer: (isZero ? '' : sign) + integer, fraction };
}

/**
 * `1234567.891` → `1 234 567.89` (U+00A0 groups, dot decimal, 0–2 decimals by default).
 * Not a finite number → `''`.
 */
export function formatNumber(value: number | string, options: FormatNumberOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === undefined) return '';
  const minimum = clampDigits(options.minimumFractionDigits, 0);
  const maximum = Math.max(minimum, clampDigits(options.maximumFractionDigits, 2));
  const { integer, fraction } = formatParts(number, minimum, maximum);
  return fraction ? `${integer}${DECIMAL_SEPARATOR}${fraction}` : integer;
}

/**
 * Split display of an amount, always two decimals: `1234.5` → `{ integer: '1 234', fraction: '50' }`.
 * Rounds first (`9.999` → `10` / `00`). Not a finite number → `{ integer: '', fraction: '' }`.
 */
export function splitAmount(value: number | string): SplitAmount {
  const number = toFiniteNumber(value);
  if (number === undefined) return { integer: '', fraction: '' };
  return formatParts(number, 2, 2);
}

/**
 * A count (transactions, entries, attempts): a whole number, grouped like every number: `10000` → `10 000`.
 * Rounds half away from zero; not a finite number → `''`.
 */
export const formatCount = (value: number | string): string => formatNumber(value, { maximumFractionDigits: 0 });
