/**
 * Money for the header. The platform's currency codes are ISO 4217 in practice, but a sandbox or a
 * sweepstakes coin may not be, and Intl throws on codes it does not know: fall back to "12.50 XYZ".
 */
export function formatBalance(amount: number, currency: string, locale: string): string {
  if (/^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
    } catch {
      // An unknown locale tag: the plain form below is still correct.
    }
  }
  return `${amount.toFixed(2)}${currency ? ` ${currency}` : ''}`;
}
