import type { Translate } from '@/shared/i18n/translate';
import { formatMoney } from '@/shared/format/money';
import { parseTypedAmount } from '@/shared/format/typedAmount';

/** What one redemption may be: the method's (and provider's) bounds and the redeemable winnings. */
export interface AmountLimits {
  min: number;
  max: number | null;
  available: number;
  currency: string;
}

/** What arrives: the amount less the method's fee (docs/product/redeem.md, "Review"). */
export const receivedOf = (amount: number, fee: number | null) =>
  Math.max(0, Math.round((amount - (fee ?? 0)) * 100) / 100);

/** The tighter of two upper bounds (null = none). */
export const lowerMax = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);

/** Why the typed amount cannot be redeemed (a translated sentence), or true when it can. */
export function checkAmount(text: string, limits: AmountLimits, t: Translate): true | string {
  const { currency } = limits;
  if (text.trim() === '') return t('redeem.amount.required');
  const amount = parseTypedAmount(text);
  if (amount === null || amount <= 0) return t('redeem.amount.invalid', { currency });
  if (amount < limits.min) return t('redeem.amount.belowMin', { min: formatMoney(limits.min, currency) });
  if (amount > limits.available)
    return t('redeem.amount.overBalance', { available: formatMoney(limits.available, currency) });
  if (limits.max !== null && amount > limits.max)
    return t('redeem.amount.aboveMax', { max: formatMoney(limits.max, currency) });
  return true;
}
