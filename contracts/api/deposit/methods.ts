/** The payment step: deposit methods for a package, their limits, removing a saved method (docs/product/calls.md#deposit). */
import * as v from 'valibot';
import { calls, get, post } from '../factories';
import { Amount, AmountLimits, Count, HttpUrl, Id, inCurrency, QueryId, Titled } from '../common';
import { CARD_BRANDS, MaskedCardNumber, PaymentMethodKind } from './kinds';
import { OfferType, OrderSummary } from './packages';

/** For which preset (and offer type) to list deposit methods (strings). */
export const InputMethodsQuery = v.object({
  presetId: QueryId,
  offerType: v.optional(OfferType),
});
export type InputMethodsQuery = v.InferOutput<typeof InputMethodsQuery>;

/** One deposit method offered for the preset; limits in the account currency, null when none. */
export const InputMethod = v.object({
  ...Titled.entries,
  kind: PaymentMethodKind,
  isAvailable: v.boolean(),
  minAmount: v.nullable(Amount),
  maxAmount: v.nullable(Amount),
});
export type InputMethod = v.InferOutput<typeof InputMethod>;

/** A saved card: only the last 4 digits are visible (`**** 1234`), expiry `MM/YY`. */
export const SavedCard = v.object({
  id: Id,
  maskedNumber: MaskedCardNumber,
  brand: v.picklist(CARD_BRANDS),
  expiry: v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'expiry must be MM/YY')),
  isExpired: v.boolean(),
});
export type SavedCard = v.InferOutput<typeof SavedCard>;

/** A bank account linked through Trustly, addressed by its `tokenId`. */
export const TrustlyProvider = v.object({
  tokenId: Id,
  bankName: v.pipe(v.string(), v.nonEmpty()),
  /** Last digits of the account, e.g. `**** 6789`; null when the bank gives none. */
  accountMask: v.nullable(
    v.pipe(v.string(), v.regex(/^[*•X ]*\d{2,4}$/, 'accountMask must hide all but the last digits')),
  ),
});
export type TrustlyProvider = v.InferOutput<typeof TrustlyProvider>;

/** The deposit methods for a preset: methods, card-widget URL, saved cards, Trustly accounts, how many cards to show. */
export const InputMethodsData = inCurrency({
  methods: v.array(InputMethod),
  /** URL of the provider's card widget page (its origin is the only one whose messages are trusted); null when cards are off. */
  cardUrl: v.nullable(HttpUrl),
  savedCards: v.array(SavedCard),
  trustlyProviders: v.array(TrustlyProvider),
  /** How many saved cards to show before "more" (default 3: docs/product/constants.md#saved-cards-shown). */
  cashCardLimit: Count,
  orderSummary: v.nullable(OrderSummary),
});
export type InputMethodsData = v.InferOutput<typeof InputMethodsData>;

/** Optional filter of the deposit-method details: one method id (wire name `method_id`; a string). */
export const DepositMethodsQuery = v.object({
  method_id: v.optional(QueryId),
});
export type DepositMethodsQuery = v.InferOutput<typeof DepositMethodsQuery>;

/** Limits of one deposit method in the account currency. */
export const DepositMethodDetails = v.object({
  methodId: Id,
  kind: PaymentMethodKind,
  ...AmountLimits.entries,
});
export type DepositMethodDetails = v.InferOutput<typeof DepositMethodDetails>;

/** Deposit-method details (all, or the one asked for). */
export const DepositMethodsData = inCurrency({ methods: v.array(DepositMethodDetails) });
export type DepositMethodsData = v.InferOutput<typeof DepositMethodsData>;

/** Kinds of saved deposit method a player can remove. */
export const REMOVABLE_METHOD_TYPES = ['card', 'trustly'] as const;

/** The saved method to remove: a card id or a Trustly `tokenId`. */
export const RemoveMethodBody = v.strictObject({
  methodType: v.picklist(REMOVABLE_METHOD_TYPES),
  tokenId: Id,
});
export type RemoveMethodBody = v.InferOutput<typeof RemoveMethodBody>;

/** The removed method's id. */
export const RemoveMethodData = v.object({
  tokenId: Id,
});
export type RemoveMethodData = v.InferOutput<typeof RemoveMethodData>;

export const { getInputMethods, getDepositMethods, removeMethod } = calls('deposit', {
  /** GET /rest/cash/input/methods/ — deposit methods for a preset: methods, cardUrl, saved cards, Trustly providers. */
  getInputMethods: get('/rest/cash/input/methods/', InputMethodsData, { query: InputMethodsQuery }),
  /** GET /rest/payments/deposit/ — deposit-method details (limits), optionally for one `method_id`. */
  getDepositMethods: get('/rest/payments/deposit/', DepositMethodsData, { query: DepositMethodsQuery }),
  /** POST /rest/payments/remove-method/ — removes a saved card or Trustly account. */
  removeMethod: post('/rest/payments/remove-method/', RemoveMethodBody, RemoveMethodData),
});
