import * as v from 'valibot';
import { successEnvelope, type CallContract } from '../http';
import { Amount, CurrencyCode, Id, IdempotencyKey, IsoDateTime, PositiveAmount, Reward } from './common';
import { FieldValues, FormField } from './forms';
import { TransactionResultData } from './history';

/** Redemption (withdraw) methods that have their own `/rest/payments/withdraw-<method>/` calls. */
export const WITHDRAW_METHODS = ['trustly', 'card', 'apt-pay', 'ach-apt-pay', 'ach'] as const;
/** A redemption method with its own withdraw calls. */
export const WithdrawMethod = v.picklist(WITHDRAW_METHODS);
export type WithdrawMethod = v.InferOutput<typeof WithdrawMethod>;

/** One saved payout destination (bank account, card): display label and masked account. */
export const WithdrawProvider = v.object({
  id: Id,
  method: WithdrawMethod,
  label: v.pipe(v.string(), v.nonEmpty()),
  maskedAccount: v.nullable(v.pipe(v.string(), v.regex(/^[*•X ]*\d{2,4}$/, 'maskedAccount must hide all but the last digits'))),
  isDefault: v.boolean(),
});
export type WithdrawProvider = v.InferOutput<typeof WithdrawProvider>;

/** Payout destinations of one method, with what may be redeemed (`redeemable`) and the limits, in `currency`. */
export const WithdrawProvidersData = v.object({
  currency: CurrencyCode,
  redeemable: Amount,
  minAmount: Amount,
  maxAmount: v.nullable(Amount),
  providers: v.array(WithdrawProvider),
});
export type WithdrawProvidersData = v.InferOutput<typeof WithdrawProvidersData>;

/** A redemption to a saved destination; one idempotency key per intent. */
export const WithdrawBody = v.strictObject({
  idempotencyKey: IdempotencyKey,
  amount: PositiveAmount,
  providerId: Id,
});
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
  v.strictObject({
    idempotencyKey: IdempotencyKey,
    amount: PositiveAmount,
    providerId: v.optional(Id),
    bankAccount: v.optional(BankAccountInput),
  }),
  v.check((body) => (body.providerId === undefined) !== (body.bankAccount === undefined), 'exactly one of providerId or bankAccount'),
);
export type AchWithdrawBody = v.InferOutput<typeof AchWithdrawBody>;

const providersDescription = (name: string): string =>
  `${name} payout destinations with redeemable winnings and min/max amount.`;
const withdrawDescription = (name: string): string =>
  `Redeems winnings by ${name} (amount, destination, idempotencyKey); returns the pending out transaction and the balance.`;

/** GET /rest/payments/withdraw-trustly/ — Trustly payout accounts and limits. */
export const getTrustlyWithdrawProviders = {
  id: 'redeem.getTrustlyWithdrawProviders',
  method: 'GET',
  path: '/rest/payments/withdraw-trustly/',
  query: undefined,
  body: undefined,
  response: successEnvelope(WithdrawProvidersData),
  description: providersDescription('Trustly'),
} as const satisfies CallContract;

/** POST /rest/payments/withdraw-trustly/ — redeems winnings to a Trustly account. */
export const createTrustlyWithdrawal = {
  id: 'redeem.createTrustlyWithdrawal',
  method: 'POST',
  path: '/rest/payments/withdraw-trustly/',
  query: undefined,
  body: WithdrawBody,
  response: successEnvelope(TransactionResultData),
  description: withdrawDescription('Trustly'),
} as const satisfies CallContract;

/** GET /rest/payments/withdraw-card/ — cards that accept payouts, and limits. */
export const getCardWithdrawProviders = {
  id: 'redeem.getCardWithdrawProviders',
  method: 'GET',
  path: '/rest/payments/withdraw-card/',
  query: undefined,
  body: undefined,
  response: successEnvelope(WithdrawProvidersData),
  description: providersDescription('Card'),
} as const satisfies CallContract;

/** POST /rest/payments/withdraw-card/ — redeems winnings to a card. */
export const createCardWithdrawal = {
  id: 'redeem.createCardWithdrawal',
  method: 'POST',
  path: '/rest/payments/withdraw-card/',
  query: undefined,
  body: WithdrawBody,
  response: successEnvelope(TransactionResultData),
  description: withdrawDescription('card'),
} as const satisfies CallContract;

/** GET /rest/payments/withdraw-apt-pay/ — AptPay payout destinations and limits. */
export const getAptPayWithdrawProviders = {
  id: 'redeem.getAptPayWithdrawProviders',
  method: 'GET',
  path: '/rest/payments/withdraw-apt-pay/',
  query: undefined,
  body: undefined,
  response: successEnvelope(WithdrawProvidersData),
  description: providersDescription('AptPay'),
} as const satisfies CallContract;

/** POST /rest/payments/withdraw-apt-pay/ — redeems winnings by AptPay. */
export const createAptPayWithdrawal = {
  id: 'redeem.createAptPayWithdrawal',
  method: 'POST',
  path: '/rest/payments/withdraw-apt-pay/',
  query: undefined,
  body: WithdrawBody,
  response: successEnvelope(TransactionResultData),
  description: withdrawDescription('AptPay'),
} as const satisfies CallContract;

/** GET /rest/payments/withdraw-ach-apt-pay/ — bank accounts for ACH payouts through AptPay, and limits. */
export const getAchAptPayWithdrawProviders = {
  id: 'redeem.getAchAptPayWithdrawProviders',
  method: 'GET',
  path: '/rest/payments/withdraw-ach-apt-pay/',
  query: undefined,
  body: undefined,
  response: successEnvelope(WithdrawProvidersData),
  description: providersDescription('ACH (AptPay)'),
} as const satisfies CallContract;

/** POST /rest/payments/withdraw-ach-apt-pay/ — redeems winnings by ACH through AptPay (saved or new account). */
export const createAchAptPayWithdrawal = {
  id: 'redeem.createAchAptPayWithdrawal',
  method: 'POST',
  path: '/rest/payments/withdraw-ach-apt-pay/',
  query: undefined,
  body: AchWithdrawBody,
  response: successEnvelope(TransactionResultData),
  description: withdrawDescription('ACH through AptPay'),
} as const satisfies CallContract;

/** GET /rest/payments/withdraw-ach/ — bank accounts for ACH payouts, and limits. */
export const getAchWithdrawProviders = {
  id: 'redeem.getAchWithdrawProviders',
  method: 'GET',
  path: '/rest/payments/withdraw-ach/',
  query: undefined,
  body: undefined,
  response: successEnvelope(WithdrawProvidersData),
  description: providersDescription('ACH'),
} as const satisfies CallContract;

/** POST /rest/payments/withdraw-ach/ — redeems winnings by ACH (saved or new account). */
export const createAchWithdrawal = {
  id: 'redeem.createAchWithdrawal',
  method: 'POST',
  path: '/rest/payments/withdraw-ach/',
  query: undefined,
  body: AchWithdrawBody,
  response: successEnvelope(TransactionResultData),
  description: withdrawDescription('ACH'),
} as const satisfies CallContract;

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
export const removeWithdrawIdentity = {
  id: 'redeem.removeWithdrawIdentity',
  method: 'POST',
  path: '/rest/cash/withdraw/remove-identity/',
  query: undefined,
  body: RemoveIdentityBody,
  response: successEnvelope(RemoveIdentityData),
  description: 'Removes a saved payout destination (method, providerId); returns the removed providerId.',
} as const satisfies CallContract;

/** Kinds of redemption method listed by the output methods call. */
export const OUTPUT_METHOD_KINDS = [...WITHDRAW_METHODS, 'paypal', 'amazon-gift-card'] as const;
/** Kind of a redemption method. */
export const OutputMethodKind = v.picklist(OUTPUT_METHOD_KINDS);
export type OutputMethodKind = v.InferOutput<typeof OutputMethodKind>;

/** One redemption method: limits and fee in the account currency, and the requisite fields it asks for (may be none). */
export const OutputMethod = v.object({
  id: Id,
  kind: OutputMethodKind,
  title: v.pipe(v.string(), v.nonEmpty()),
  minAmount: Amount,
  maxAmount: v.nullable(Amount),
  fee: v.nullable(Amount),
  requisiteFields: v.array(FormField),
});
export type OutputMethod = v.InferOutput<typeof OutputMethod>;

/** The redemption methods with what may be redeemed. */
export const OutputMethodsData = v.object({
  currency: CurrencyCode,
  redeemable: Amount,
  methods: v.array(OutputMethod),
});
export type OutputMethodsData = v.InferOutput<typeof OutputMethodsData>;

/** GET /rest/cash/output/methods/ — the redemption methods (limits, fee, requisite fields) and the redeemable sum. */
export const getOutputMethods = {
  id: 'redeem.getOutputMethods',
  method: 'GET',
  path: '/rest/cash/output/methods/',
  query: undefined,
  body: undefined,
  response: successEnvelope(OutputMethodsData),
  description: 'Redemption methods (kind, limits, fee, requisite fields) and the redeemable winnings.',
} as const satisfies CallContract;

/** A redemption by a listed method that needs no requisites; one idempotency key per intent. */
export const OutputBody = v.strictObject({
  idempotencyKey: IdempotencyKey,
  amount: PositiveAmount,
  methodId: Id,
});
export type OutputBody = v.InferOutput<typeof OutputBody>;

/** POST /rest/cash/output/ — redeems winnings by a listed method. */
export const createOutput = {
  id: 'redeem.createOutput',
  method: 'POST',
  path: '/rest/cash/output/',
  query: undefined,
  body: OutputBody,
  response: successEnvelope(TransactionResultData),
  description: 'Redeems winnings by a method (amount, methodId, idempotencyKey); returns the pending out transaction and the balance.',
} as const satisfies CallContract;

/** A redemption with the requisites the method asks for (its `requisiteFields` by name). */
export const OutputByRequisiteBody = v.strictObject({
  ...OutputBody.entries,
  requisites: FieldValues,
});
export type OutputByRequisiteBody = v.InferOutput<typeof OutputByRequisiteBody>;

/** POST /rest/cash/output/by-requisite/ — redeems winnings to typed-in requisites (e.g. a gift-card email). */
export const createOutputByRequisite = {
  id: 'redeem.createOutputByRequisite',
  method: 'POST',
  path: '/rest/cash/output/by-requisite/',
  query: undefined,
  body: OutputByRequisiteBody,
  response: successEnvelope(TransactionResultData),
  description: 'Redeems winnings with requisites (field name → value) for the method; returns the pending out transaction and balance.',
} as const satisfies CallContract;

/** A PayPal account saved for payouts through Fiserv; `email` may be masked (`j***@example.com`). */
export const FiservPaypalOutputMethod = v.object({
  id: Id,
  email: v.pipe(v.string(), v.nonEmpty()),
  isDefault: v.boolean(),
});
export type FiservPaypalOutputMethod = v.InferOutput<typeof FiservPaypalOutputMethod>;

/** The saved PayPal payout accounts. */
export const FiservPaypalOutputMethodsData = v.object({
  methods: v.array(FiservPaypalOutputMethod),
});
export type FiservPaypalOutputMethodsData = v.InferOutput<typeof FiservPaypalOutputMethodsData>;

/** GET /rest/cash/fiserv/paypal-output-methods/ — PayPal accounts saved for payouts (Fiserv). */
export const getFiservPaypalOutputMethods = {
  id: 'redeem.getFiservPaypalOutputMethods',
  method: 'GET',
  path: '/rest/cash/fiserv/paypal-output-methods/',
  query: undefined,
  body: undefined,
  response: successEnvelope(FiservPaypalOutputMethodsData),
  description: 'PayPal accounts saved for payouts through Fiserv (id, masked email, default flag).',
} as const satisfies CallContract;

/** An offer shown at redemption: spend `cost` of winnings for a coins/bonus `reward`. */
export const RedeemOffer = v.object({
  id: Id,
  title: v.pipe(v.string(), v.nonEmpty()),
  description: v.nullable(v.string()),
  cost: PositiveAmount,
  reward: Reward,
  expiresAt: v.nullable(IsoDateTime),
});
export type RedeemOffer = v.InferOutput<typeof RedeemOffer>;

/** The offers available to the player at redemption (may be none). */
export const RedeemOffersData = v.object({
  currency: CurrencyCode,
  offers: v.array(RedeemOffer),
});
export type RedeemOffersData = v.InferOutput<typeof RedeemOffersData>;

/** GET /rest/redeem-offer/get-available/ — offers available instead of or alongside a redemption. */
export const getAvailableRedeemOffers = {
  id: 'redeem.getAvailableRedeemOffers',
  method: 'GET',
  path: '/rest/redeem-offer/get-available/',
  query: undefined,
  body: undefined,
  response: successEnvelope(RedeemOffersData),
  description: 'Offers available at redemption (cost in winnings, coins/bonus reward, end), possibly none.',
} as const satisfies CallContract;
