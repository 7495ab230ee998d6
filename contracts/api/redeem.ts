import * as v from 'valibot';
import { Amount, AmountLimits, Id, inCurrency, listOf, moneyIntentWith } from './common';
import { getCall, listAndSubmit, postCall } from './factories';
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
 * The list/submit pair of one payout method: `GET /rest/payments/withdraw-<slug>/` lists the destinations and
 * limits, `POST` the same path redeems to one. `name` goes into the ids (`redeem.get<name>WithdrawProviders`,
 * `redeem.create<name>Withdrawal`); `label` and `byLabel` into the descriptions.
 */
function payoutCalls<
  const N extends string,
  const S extends WithdrawMethod,
  B extends typeof WithdrawBody | typeof AchWithdrawBody,
>(name: N, slug: S, body: B, label: string, byLabel: string) {
  const pair = listAndSubmit(
    `/rest/payments/withdraw-${slug}/` as const,
    {
      id: `redeem.get${name}WithdrawProviders` as const,
      data: WithdrawProvidersData,
      description: `${label} payout destinations with redeemable winnings and min/max amount.`,
    },
    {
      id: `redeem.create${name}Withdrawal` as const,
      body,
      data: TransactionResultData,
      description: `Redeems winnings by ${byLabel} (amount, destination, idempotencyKey); returns the pending out transaction and the balance.`,
    },
  );
  return { providers: pair.list, withdraw: pair.submit };
}

/** Trustly payout accounts and limits; redeeming winnings to a Trustly account. */
export const { providers: getTrustlyWithdrawProviders, withdraw: createTrustlyWithdrawal } = payoutCalls(
  'Trustly',
  'trustly',
  WithdrawBody,
  'Trustly',
  'Trustly',
);
/** Cards that accept payouts, and limits; redeeming winnings to a card. */
export const { providers: getCardWithdrawProviders, withdraw: createCardWithdrawal } = payoutCalls(
  'Card',
  'card',
  WithdrawBody,
  'Card',
  'card',
);
/** AptPay payout destinations and limits; redeeming winnings by AptPay. */
export const { providers: getAptPayWithdrawProviders, withdraw: createAptPayWithdrawal } = payoutCalls(
  'AptPay',
  'apt-pay',
  WithdrawBody,
  'AptPay',
  'AptPay',
);
/** Bank accounts for ACH payouts through AptPay, and limits; redeeming by ACH through AptPay (saved or new account). */
export const { providers: getAchAptPayWithdrawProviders, withdraw: createAchAptPayWithdrawal } = payoutCalls(
  'AchAptPay',
  'ach-apt-pay',
  AchWithdrawBody,
  'ACH (AptPay)',
  'ACH through AptPay',
);
/** Bank accounts for ACH payouts, and limits; redeeming winnings by ACH (saved or new account). */
export const { providers: getAchWithdrawProviders, withdraw: createAchWithdrawal } = payoutCalls(
  'Ach',
  'ach',
  AchWithdrawBody,
  'ACH',
  'ACH',
);

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

/** POST /rest/cash/withdraw/remove-identity/ — removes a saved payout destination. */
export const removeWithdrawIdentity = postCall(
  'redeem.removeWithdrawIdentity',
  '/rest/cash/withdraw/remove-identity/',
  RemoveIdentityBody,
  RemoveIdentityData,
  'Removes a saved payout destination (method, providerId); returns the removed providerId.',
);

/** A redemption by a listed method that needs no requisites; one idempotency key per intent. */
export const OutputBody = moneyIntentWith({ methodId: Id });
export type OutputBody = v.InferOutput<typeof OutputBody>;

/** POST /rest/cash/output/ — redeems winnings by a listed method. */
export const createOutput = postCall(
  'redeem.createOutput',
  '/rest/cash/output/',
  OutputBody,
  TransactionResultData,
  'Redeems winnings by a method (amount, methodId, idempotencyKey); returns the pending out transaction and the balance.',
);

/** A redemption with the requisites the method asks for (its `requisiteFields` by name). */
export const OutputByRequisiteBody = v.strictObject({
  ...OutputBody.entries,
  requisites: FieldValues,
});
export type OutputByRequisiteBody = v.InferOutput<typeof OutputByRequisiteBody>;

/** POST /rest/cash/output/by-requisite/ — redeems winnings to typed-in requisites (e.g. a gift-card email). */
export const createOutputByRequisite = postCall(
  'redeem.createOutputByRequisite',
  '/rest/cash/output/by-requisite/',
  OutputByRequisiteBody,
  TransactionResultData,
  'Redeems winnings with requisites (field name → value) for the method; returns the pending out transaction and balance.',
);

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

/** GET /rest/cash/fiserv/paypal-output-methods/ — PayPal accounts saved for payouts (Fiserv). */
export const getFiservPaypalOutputMethods = getCall(
  'redeem.getFiservPaypalOutputMethods',
  '/rest/cash/fiserv/paypal-output-methods/',
  FiservPaypalOutputMethodsData,
  'PayPal accounts saved for payouts through Fiserv (id, masked email, default flag).',
);
