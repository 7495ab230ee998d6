/**
 * One formatter per locale and currency, made on first use: `new Intl.NumberFormat` costs a few ms (at the bench's
 * 4× CPU slowdown, 8 ms for the header's two in every navigation, the cashier's open included:
 * test/bench/README.md), and the header renders again on every navigation. `null`: Intl refused the pair.
 */
const formatters = new Map<string, Intl.NumberFormat | null>();

function formatterFor(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // An unknown locale tag: the plain form is still correct.
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Money for the header. The platform's currency codes are ISO 4217 in practice, but a sandbox or a
 * sweepstakes coin may not be, and Intl throws on codes it does not know: fall back to "12.50 XYZ".
 */
export function formatBalance(amount: number, currency: string, locale: string): string {
  const formatter = /^[A-Z]{3}$/.test(currency) ? formatterFor(locale, currency) : null;
  return formatter ? formatter.format(amount) : `${amount.toFixed(2)}${currency ? ` ${currency}` : ''}`;
}
