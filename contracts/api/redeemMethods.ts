import * as v from 'valibot';
import { Amount, AmountLimits, inCurrency, IsoDateTime, PositiveAmount, Reward, Titled } from './common';
import { calls, get } from './factories';
import { FormField } from './forms';

/*
 * What the redeem/ screen asks first (the methods with the redeemable sum, the offers), apart from redeem.ts,
 * which re-exports it: a contracts module's schemas all download with a screen that imports it, and the payout
 * calls' schemas belong to the forms' later chunk (test/size/README.md).
 */

/** Redemption (withdraw) methods that have their own `/rest/payments/withdraw-<method>/` calls. */
export const WITHDRAW_METHODS = ['trustly', 'card', 'apt-pay', 'ach-apt-pay', 'ach'] as const;

/** Kinds of redemption method listed by the output methods call. */
export const OUTPUT_METHOD_KINDS = [...WITHDRAW_METHODS, 'paypal', 'amazon-gift-card'] as const;
/** Kind of a redemption method. */
export const OutputMethodKind = v.picklist(OUTPUT_METHOD_KINDS);
export type OutputMethodKind = v.InferOutput<typeof OutputMethodKind>;

/** One redemption method: limits and fee in the account currency, and the requisite fields it asks for (may be none). */
export const OutputMethod = v.object({
  ...Titled.entries,
  kind: OutputMethodKind,
  ...AmountLimits.entries,
  fee: v.nullable(Amount),
  requisiteFields: v.array(FormField),
});
export type OutputMethod = v.InferOutput<typeof OutputMethod>;

/** The redemption methods with what may be redeemed. */
export const OutputMethodsData = inCurrency({
  redeemable: Amount,
  methods: v.array(OutputMethod),
});
export type OutputMethodsData = v.InferOutput<typeof OutputMethodsData>;

/** An offer shown at redemption: spend `cost` of winnings for a coins/bonus `reward`. */
export const RedeemOffer = v.object({
  ...Titled.entries,
  description: v.nullable(v.string()),
  cost: PositiveAmount,
  reward: Reward,
  expiresAt: v.nullable(IsoDateTime),
});
export type RedeemOffer = v.InferOutput<typeof RedeemOffer>;

/** The offers available to the player at redemption (may be none). */
export const RedeemOffersData = inCurrency({ offers: v.array(RedeemOffer) });
export type RedeemOffersData = v.InferOutput<typeof RedeemOffersData>;

export const { getOutputMethods, getAvailableRedeemOffers } = calls('redeem', {
  /** GET /rest/cash/output/methods/ — the redemption methods (limits, fee, requisite fields) and the redeemable sum. */
  getOutputMethods: get('/rest/cash/output/methods/', OutputMethodsData),
  /** GET /rest/redeem-offer/get-available/ — offers available instead of or alongside a redemption. */
  getAvailableRedeemOffers: get('/rest/redeem-offer/get-available/', RedeemOffersData),
});
