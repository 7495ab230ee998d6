import * as v from 'valibot';
import { Amount, AmountLimits, Id, inCurrency, listOf, moneyIntentWith } from './common';
import { calls, get, post } from './factories';
import { FieldValues } from './forms';
import { TransactionResultData } from './history';
import { WITHDRAW_METHODS } from './redeemMethods';

export * from './redeemMethods';

/** A redemption method with its own withdraw calls. */
export const WithdrawMethod = v.picklist(WITHDRAW_METHODS);
export type WithdrawMethod = v.InferOutput<typeof WithdrawMethod>;

/** One saved payout destination (bank account, card): display label and masked account. */
export const WithdrawProvider = v.object({
  id: Id,
  method: WithdrawMethod,
  label: v.pipe(v.string(), v.nonEmpty()),
  maskedAccount: v.nullable(
    v.pipe(v.string(), v.regex(/^[*•X ]*\d{2,4}$/, 'maskedAccount must hide all but the last digits')),
  ),
  isDefault: v.boolean(),
});
export type WithdrawProvider = v.InferOutput<typeof WithdrawProvider>;

/** Payout destinations of one method, with what may be redeemed (`redeemable`) and the limits, in `currency`. */
export const WithdrawProvidersData = inCurrency({
  redeemable: Amount,
  ...AmountLimits.entries,
  providers: v.array(WithdrawProvider),
});
export type WithdrawProvidersData = v.InferOutput<typeof WithdrawProvidersData>;

/** A redemption to a saved destination; one idempotency key per intent. */
export const WithdrawBody = moneyIntentWith({ providerId: Id });
export type WithdrawBody = v.InferOutput<typeof WithdrawBody>;

/** A US bank account typed in for an ACH payout. */
export const BankAccountInput = v.strictObject({
  holderName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  routingNumber: v.pipe(v.string(), v.regex(/^\d{9}$/, 'routingNumber must be 9 digits')),
  accountNumber: v.pipe(v.string(), v.regex(/^\d{4,17}$/, 'accountNumber must be 4–17 digits')),
  accountType: v.picklist(['checking', 'savings']),
});
export type BankAccountInput = v.InferOutput<typeof BankAccountInput>;

/** An ACH redemption: to a saved account (`providerId`) or a new one (`bankAccount`), exactly one. */
export const AchWithdrawBody = v.pipe(
  moneyIntentWith({
    providerId: v.optional(Id),
    bankAccount: v.optional(BankAccountInput),
  }),
  v.check(
    (body) => (body.providerId === undefined) !== (body.bankAccount === undefined),
    'exactly one of providerId or bankAccount',
  ),
);
export type AchWithdrawBody = v.InferOutput<typeof AchWithdrawBody>;

/**
 * The list/submit pair of one payout method, as table entries: `GET /rest/payments/withdraw-<slug>/` lists the
 * destinations and limits (`get<Name>WithdrawProviders`), `POST` on the same path redeems to one
 * (`create<Name>Withdrawal`).
 */
function payoutPair<const N extends string, const S extends WithdrawMethod, B extends v.GenericSchema>(
  name: N,
  slug: S,
  body: B,
) {
  const path = `/rest/payments/withdraw-${slug}/` as const;
  const list = { [`get${name}WithdrawProviders`]: get(path, WithdrawProvidersData) } as Record<
    `get${N}WithdrawProviders`,
    ReturnType<typeof get<typeof path, typeof WithdrawProvidersData>>
  >;
  const submit = { [`create${name}Withdrawal`]: post(path, body, TransactionResultData) } as Record<
    `create${N}Withdrawal`,
    ReturnType<typeof post<typeof path, B, typeof TransactionResultData>>
  >;
  return { ...list, ...submit };
}

/** The saved payout destination to forget. */
export const RemoveIdentityBody = v.strictObject({
  method: WithdrawMethod,
  providerId: Id,
});
export type RemoveIdentityBody = v.InferOutput<typeof RemoveIdentityBody>;

/** The forgotten destination's id. */
export const RemoveIdentityData = v.object({
  providerId: Id,
});
export type RemoveIdentityData = v.InferOutput<typeof RemoveIdentityData>;

/** A redemption by a listed method that needs no requisites; one idempotency key per intent. */
export const OutputBody = moneyIntentWith({ methodId: Id });
export type OutputBody = v.InferOutput<typeof OutputBody>;

/** A redemption with the requisites the method asks for (its `requisiteFields` by name). */
export const OutputByRequisiteBody = v.strictObject({
  ...OutputBody.entries,
  requisites: FieldValues,
});
export type OutputByRequisiteBody = v.InferOutput<typeof OutputByRequisiteBody>;

/** A PayPal account saved for payouts through Fiserv; `email` may be masked (`j***@example.com`). */
export const FiservPaypalOutputMethod = v.object({
  id: Id,
  email: v.pipe(v.string(), v.nonEmpty()),
  isDefault: v.boolean(),
});
export type FiservPaypalOutputMethod = v.InferOutput<typeof FiservPaypalOutputMethod>;

/** The saved PayPal payout accounts. */
export const FiservPaypalOutputMethodsData = listOf('methods', FiservPaypalOutputMethod);
export type FiservPaypalOutputMethodsData = v.InferOutput<typeof FiservPaypalOutputMethodsData>;

export const {
  getTrustlyWithdrawProviders,
  createTrustlyWithdrawal,
  getCardWithdrawProviders,
  createCardWithdrawal,
  getAptPayWithdrawProviders,
  createAptPayWithdrawal,
  getAchAptPayWithdrawProviders,
  createAchAptPayWithdrawal,
  getAchWithdrawProviders,
  createAchWithdrawal,
  removeWithdrawIdentity,
  createOutput,
  createOutputByRequisite,
  getFiservPaypalOutputMethods,
} = calls('redeem', {
  /** Trustly payout accounts and limits; redeeming winnings to a Trustly account. */
  ...payoutPair('Trustly', 'trustly', WithdrawBody),
  /** Cards that accept payouts, and limits; redeeming winnings to a card. */
  ...payoutPair('Card', 'card', WithdrawBody),
  /** AptPay payout destinations and limits; redeeming winnings by AptPay. */
  ...payoutPair('AptPay', 'apt-pay', WithdrawBody),
  /** Bank accounts for ACH payouts through AptPay, and limits; redeeming by ACH through AptPay (saved or new account). */
  ...payoutPair('AchAptPay', 'ach-apt-pay', AchWithdrawBody),
  /** Bank accounts for ACH payouts, and limits; redeeming winnings by ACH (saved or new account). */
  ...payoutPair('Ach', 'ach', AchWithdrawBody),
  /** POST /rest/cash/withdraw/remove-identity/ — removes a saved payout destination. */
  removeWithdrawIdentity: post('/rest/cash/withdraw/remove-identity/', RemoveIdentityBody, RemoveIdentityData),
  /** POST /rest/cash/output/ — redeems winnings by a listed method. */
  createOutput: post('/rest/cash/output/', OutputBody, TransactionResultData),
  /** POST /rest/cash/output/by-requisite/ — redeems winnings to typed-in requisites (e.g. a gift-card email). */
  createOutputByRequisite: post('/rest/cash/output/by-requisite/', OutputByRequisiteBody, TransactionResultData),
  /** GET /rest/cash/fiserv/paypal-output-methods/ — PayPal accounts saved for payouts (Fiserv). */
  getFiservPaypalOutputMethods: get('/rest/cash/fiserv/paypal-output-methods/', FiservPaypalOutputMethodsData),
});
