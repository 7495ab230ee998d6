/*
 * The one reading of an amount the player types (docs/product/constants.md#typed-amounts), for every amount field:
 * - a decimal point or a decimal comma (a Russian-locale keyboard's decimal key types a comma), with 1 or 2 decimals;
 * - digits grouped by threes with a space, a no-break or a narrow no-break space: what the cashier shows
 *   (`1 000.50`) can be typed back; a comma or a point never groups (`1,000` and `1.000` are refused: a thousand in
 *   one locale, one in another);
 * - no sign, no exponent, nothing else. Zero is read as 0: whether an amount is large enough is the caller's rule.
 */
const TYPED_AMOUNT = /^(?:\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?:[.,]\d{1,2})?$/;
const GROUP = /[ \u00a0\u202f]/g;

/** The amount the player typed as a number, or null when the text is not an amount. */
export function parseTypedAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!TYPED_AMOUNT.test(trimmed)) return null;
  const value = Number(trimmed.replace(GROUP, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
