import * as v from 'valibot';
import { successEnvelope, type CallContract } from '../http';
import {
  Amount,
  Count,
  CurrencyCode,
  DeviceGps,
  HttpUrl,
  Id,
  IdempotencyKey,
  IsoDateTime,
  PlayerBalance,
  PositiveAmount,
  QueryId,
} from './common';

/** Kinds of deposit method the cashier knows how to show. */
export const PAYMENT_METHOD_KINDS = ['card', 'trustly', 'paypal', 'applePay', 'neosurf'] as const;
/** Kind of a deposit method. */
export const PaymentMethodKind = v.picklist(PAYMENT_METHOD_KINDS);
export type PaymentMethodKind = v.InferOutput<typeof PaymentMethodKind>;

/** Statuses of a deposit (payment). */
export const DEPOSIT_STATUSES = ['pending', 'success', 'failed'] as const;
/** Status of a deposit (payment). */
export const DepositStatus = v.picklist(DEPOSIT_STATUSES);
export type DepositStatus = v.InferOutput<typeof DepositStatus>;

/** Result codes of the card widget and of card payments. */
export const WIDGET_RESULT_CODES = ['success', 'refresh', 'decline', '3ds'] as const;
/** Result code of the card widget or a card payment. */
export const WidgetResultCode = v.picklist(WIDGET_RESULT_CODES);
export type WidgetResultCode = v.InferOutput<typeof WidgetResultCode>;

/** Commands the cashier sends to the card widget. */
export const WIDGET_COMMANDS = ['SHOW_METHODS', 'SHOW_WIDGET', 'REFRESH_TOKEN'] as const;

/** Card brands of saved cards. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;

/** Offer type of a preset (server-defined word such as `regular` or `special`; part of the deposit route). */
export const OfferType = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'offerType must be 1–64 characters of A–Z, a–z, 0–9, _ or -'));
export type OfferType = v.InferOutput<typeof OfferType>;

/** What a purchase costs and grants; `total` is `coins + bonus`, what the player receives. */
export const OrderSummary = v.pipe(
  v.object({
    price: Amount,
    coins: Amount,
    bonus: Amount,
    total: Amount,
  }),
  v.check((summary) => Math.abs(summary.total - (summary.coins + summary.bonus)) < 1e-6, 'orderSummary.total must equal coins + bonus'),
);
export type OrderSummary = v.InferOutput<typeof OrderSummary>;

/** One package the player can buy: price in the account currency, the coins and bonus it grants. */
export const CardPreset = v.object({
  id: Id,
  price: PositiveAmount,
  coins: Amount,
  bonus: Amount,
  /** Badge text such as "Best value"; null when none. */
  label: v.nullable(v.string()),
  offerType: v.nullable(OfferType),
  orderSummary: OrderSummary,
});
export type CardPreset = v.InferOutput<typeof CardPreset>;

/** Which package list to load: for a promo offer preset or around a chosen preset (both optional; strings). */
export const CardsQuery = v.object({
  presetId: v.optional(QueryId),
  promoOfferPresetId: v.optional(QueryId),
});
export type CardsQuery = v.InferOutput<typeof CardsQuery>;

/** The packages on sale and which one is preselected. */
export const CardsData = v.object({
  currency: CurrencyCode,
  presets: v.array(CardPreset),
  selectedPresetId: v.nullable(Id),
});
export type CardsData = v.InferOutput<typeof CardsData>;

/** GET /rest/cash/cards/ — the packages (presets) on sale, optionally for a promo offer preset. */
export const getCards = {
  id: 'deposit.getCards',
  method: 'GET',
  path: '/rest/cash/cards/',
  query: CardsQuery,
  body: undefined,
  response: successEnvelope(CardsData),
  description: 'Packages on sale (id, price, coins, bonus, label, orderSummary) for presetId or promoOfferPresetId, with the preselected one.',
} as const satisfies CallContract;

/** A promo offer built for the player: its presets, type and end. */
export const PromoOffer = v.object({
  id: Id,
  promoOfferPresetId: Id,
  promoType: v.pipe(v.string(), v.nonEmpty()),
  title: v.pipe(v.string(), v.nonEmpty()),
  description: v.nullable(v.string()),
  expiresAt: v.nullable(IsoDateTime),
  presets: v.pipe(v.array(CardPreset), v.minLength(1)),
});
export type PromoOffer = v.InferOutput<typeof PromoOffer>;

/** The promo offer of the player, or null when there is none. */
export const PromoOfferConstructorData = v.object({
  currency: CurrencyCode,
  offer: v.nullable(PromoOffer),
});
export type PromoOfferConstructorData = v.InferOutput<typeof PromoOfferConstructorData>;

/** GET /rest/cash/input/promo-offer/constructor/ — the player's promo offer (or null). */
export const getPromoOfferConstructor = {
  id: 'deposit.getPromoOfferConstructor',
  method: 'GET',
  path: '/rest/cash/input/promo-offer/constructor/',
  query: undefined,
  body: undefined,
  response: successEnvelope(PromoOfferConstructorData),
  description: "The player's promo offer (id, promoOfferPresetId, promoType, presets, end), or null when none.",
} as const satisfies CallContract;

/** The quick ("light") deposit: whether it is offered, its presets and the method used last. */
export const LightCashData = v.object({
  isAvailable: v.boolean(),
  currency: CurrencyCode,
  presets: v.array(CardPreset),
  lastMethodId: v.nullable(Id),
});
export type LightCashData = v.InferOutput<typeof LightCashData>;

/** GET /rest/cash/input/light-cash/ — the quick-deposit variant: availability, presets, last used method. */
export const getLightCash = {
  id: 'deposit.getLightCash',
  method: 'GET',
  path: '/rest/cash/input/light-cash/',
  query: undefined,
  body: undefined,
  response: successEnvelope(LightCashData),
  description: 'Quick (light) deposit: whether it is offered, its presets and the last used method id.',
} as const satisfies CallContract;

/** For which preset (and offer type) to list deposit methods (strings). */
export const InputMethodsQuery = v.object({
  presetId: QueryId,
  offerType: v.optional(OfferType),
});
export type InputMethodsQuery = v.InferOutput<typeof InputMethodsQuery>;

/** One deposit method offered for the preset; limits in the account currency, null when none. */
export const InputMethod = v.object({
  id: Id,
  kind: PaymentMethodKind,
  title: v.pipe(v.string(), v.nonEmpty()),
  isAvailable: v.boolean(),
  minAmount: v.nullable(Amount),
  maxAmount: v.nullable(Amount),
});
export type InputMethod = v.InferOutput<typeof InputMethod>;

/** A saved card: only the last 4 digits are visible (`**** 1234`), expiry `MM/YY`. */
export const SavedCard = v.object({
  id: Id,
  maskedNumber: v.pipe(v.string(), v.regex(/^[*•X ]{4,}\d{4}$/, 'maskedNumber must hide all but the last 4 digits, e.g. **** 1234')),
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
  accountMask: v.nullable(v.pipe(v.string(), v.regex(/^[*•X ]*\d{2,4}$/, 'accountMask must hide all but the last digits'))),
});
export type TrustlyProvider = v.InferOutput<typeof TrustlyProvider>;

/** The deposit methods for a preset: methods, card-widget URL, saved cards, Trustly accounts, how many cards to show. */
export const InputMethodsData = v.object({
  currency: CurrencyCode,
  methods: v.array(InputMethod),
  /** URL of the provider's card widget page (its origin is the only one whose messages are trusted); null when cards are off. */
  cardUrl: v.nullable(HttpUrl),
  savedCards: v.array(SavedCard),
  trustlyProviders: v.array(TrustlyProvider),
  /** How many saved cards to show before "more" (spec default 3). */
  cashCardLimit: Count,
  orderSummary: v.nullable(OrderSummary),
});
export type InputMethodsData = v.InferOutput<typeof InputMethodsData>;

/** GET /rest/cash/input/methods/ — deposit methods for a preset: methods, cardUrl, saved cards, Trustly providers. */
export const getInputMethods = {
  id: 'deposit.getInputMethods',
  method: 'GET',
  path: '/rest/cash/input/methods/',
  query: InputMethodsQuery,
  body: undefined,
  response: successEnvelope(InputMethodsData),
  description: 'Deposit methods for presetId/offerType: methods with ids, card widget URL, saved cards, Trustly providers, cashCardLimit.',
} as const satisfies CallContract;

/** Optional filter of the deposit-method details: one method id (wire name `method_id`; a string). */
export const DepositMethodsQuery = v.object({
  method_id: v.optional(QueryId),
});
export type DepositMethodsQuery = v.InferOutput<typeof DepositMethodsQuery>;

/** Limits of one deposit method in the account currency. */
export const DepositMethodDetails = v.object({
  methodId: Id,
  kind: PaymentMethodKind,
  minAmount: Amount,
  maxAmount: v.nullable(Amount),
});
export type DepositMethodDetails = v.InferOutput<typeof DepositMethodDetails>;

/** Deposit-method details (all, or the one asked for). */
export const DepositMethodsData = v.object({
  currency: CurrencyCode,
  methods: v.array(DepositMethodDetails),
});
export type DepositMethodsData = v.InferOutput<typeof DepositMethodsData>;

/** GET /rest/payments/deposit/ — deposit-method details (limits), optionally for one `method_id`. */
export const getDepositMethods = {
  id: 'deposit.getDepositMethods',
  method: 'GET',
  path: '/rest/payments/deposit/',
  query: DepositMethodsQuery,
  body: undefined,
  response: successEnvelope(DepositMethodsData),
  description: 'Deposit-method details (kind, min and max amount), all or only method_id.',
} as const satisfies CallContract;

const hasOneTarget = (body: { presetId?: string; promoOfferPresetId?: string }): boolean =>
  (body.presetId === undefined) !== (body.promoOfferPresetId === undefined);
const ONE_TARGET = 'exactly one of presetId or promoOfferPresetId';

/** What is bought: a preset or a promo offer preset (exactly one), with its offer type. */
const purchaseEntries = {
  idempotencyKey: IdempotencyKey,
  presetId: v.optional(Id),
  promoOfferPresetId: v.optional(Id),
  offerType: v.optional(OfferType),
  methodId: Id,
  /** Device position for the geo check, when the browser gave it. */
  location: v.optional(DeviceGps),
};

/** A deposit by a non-card method (Trustly account, Apple Pay or Neosurf token); one idempotency key per intent. */
export const DepositBody = v.pipe(
  v.strictObject({
    ...purchaseEntries,
    /** The Trustly account to pay from. */
    trustlyTokenId: v.optional(Id),
    /** Opaque token from the method's wallet (Apple Pay) or voucher (Neosurf). */
    paymentToken: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(8192))),
  }),
  v.check((body) => hasOneTarget(body), ONE_TARGET),
);
export type DepositBody = v.InferOutput<typeof DepositBody>;

/** Outcome of starting or continuing a deposit; `redirectUrl` is a page to open (3-D Secure, bank), null when none. */
export const DepositResultData = v.object({
  paymentId: Id,
  status: DepositStatus,
  resultCode: v.nullable(WidgetResultCode),
  redirectUrl: v.nullable(HttpUrl),
  failedMessageText: v.nullable(v.string()),
});
export type DepositResultData = v.InferOutput<typeof DepositResultData>;

/** POST /rest/payments/deposit/ — starts a deposit by a non-card method; repeated idempotencyKey returns the first result. */
export const createDeposit = {
  id: 'deposit.createDeposit',
  method: 'POST',
  path: '/rest/payments/deposit/',
  query: undefined,
  body: DepositBody,
  response: successEnvelope(DepositResultData),
  description: 'Starts a deposit (preset or promo offer, method, optional location, idempotencyKey); returns paymentId, status, redirect.',
} as const satisfies CallContract;

/** A card deposit: a fresh card token from the widget or a saved card (exactly one); one idempotency key per intent. */
export const CardPayBody = v.pipe(
  v.strictObject({
    ...purchaseEntries,
    cardToken: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096))),
    savedCardId: v.optional(Id),
  }),
  v.check((body) => hasOneTarget(body), ONE_TARGET),
  v.check((body) => (body.cardToken === undefined) !== (body.savedCardId === undefined), 'exactly one of cardToken or savedCardId'),
);
export type CardPayBody = v.InferOutput<typeof CardPayBody>;

/** POST /rest/payments/deposit/card-pay/ — pays a deposit by card; returns status, result code and any 3-D Secure URL. */
export const payByCard = {
  id: 'deposit.payByCard',
  method: 'POST',
  path: '/rest/payments/deposit/card-pay/',
  query: undefined,
  body: CardPayBody,
  response: successEnvelope(DepositResultData),
  description: 'Pays a deposit by card (widget token or saved card, idempotencyKey); returns paymentId, status, resultCode, 3DS redirect.',
} as const satisfies CallContract;

/** Apple's merchant-validation URL from the sheet's `onvalidatemerchant` event (always https). */
export const ApplePayMerchantValidationBody = v.strictObject({
  validationURL: v.pipe(HttpUrl, v.startsWith('https://', 'validationURL must be https'), v.maxLength(2048)),
});
export type ApplePayMerchantValidationBody = v.InferOutput<typeof ApplePayMerchantValidationBody>;

/**
 * The merchant session Apple gave our server, handed unchanged to `completeMerchantValidation`. Opaque to the
 * cashier: every key is kept (looseObject), and only the identifier every session carries is checked, so an
 * error answer of Apple passed through by mistake is caught here rather than by the payment sheet.
 */
export const ApplePayMerchantSession = v.looseObject({
  merchantSessionIdentifier: v.pipe(v.string(), v.nonEmpty()),
});
export type ApplePayMerchantSession = v.InferOutput<typeof ApplePayMerchantSession>;

/**
 * POST /rest/payments/apple-pay/validate-merchant/ — ADDITION, not in spec §7: Apple Pay JS needs the merchant
 * validated by the merchant's server (which holds the Apple Pay certificate) before the sheet can authorize;
 * the spec has Apple Pay in the deposit state but names no call for this step.
 */
export const validateApplePayMerchant = {
  id: 'deposit.validateApplePayMerchant',
  method: 'POST',
  path: '/rest/payments/apple-pay/validate-merchant/',
  query: undefined,
  body: ApplePayMerchantValidationBody,
  response: successEnvelope(ApplePayMerchantSession),
  description: 'ADDITION (not in spec §7): a merchant session from Apple for the validationURL of the Apple Pay sheet; returned opaque.',
} as const satisfies CallContract;

/** Which payment to check (a string). */
export const DepositCheckQuery = v.object({
  paymentId: QueryId,
});
export type DepositCheckQuery = v.InferOutput<typeof DepositCheckQuery>;

/** Where a deposit stands; `balance` is the new balance once it succeeded, null before. */
/**
 * What the server asks of the player after a successful deposit: the short questionnaire (`questionnaire/`), a
 * Trustpilot review (`thank-you/`, which requests the invitation), or nothing.
 */
export const DEPOSIT_FOLLOW_UPS = ['questionnaire', 'review'] as const;
export const DepositFollowUp = v.picklist(DEPOSIT_FOLLOW_UPS);
export type DepositFollowUp = v.InferOutput<typeof DepositFollowUp>;

export const DepositCheckData = v.object({
  paymentId: Id,
  status: DepositStatus,
  amount: Amount,
  currency: CurrencyCode,
  coins: Amount,
  bonus: Amount,
  balance: v.nullable(PlayerBalance),
  failedMessageText: v.nullable(v.string()),
  /** Only on `success`: what the server asks of the player next (questionnaire, review), or null. */
  followUp: v.nullable(DepositFollowUp),
});
export type DepositCheckData = v.InferOutput<typeof DepositCheckData>;

/** GET /rest/cash/deposit/check/ — the status of a deposit by paymentId (polled while pending). */
export const checkDeposit = {
  id: 'deposit.checkDeposit',
  method: 'GET',
  path: '/rest/cash/deposit/check/',
  query: DepositCheckQuery,
  body: undefined,
  response: successEnvelope(DepositCheckData),
  description: 'Status of a deposit by paymentId (pending, success, failed) with amount, coins, bonus, new balance, failure text, follow-up.',
} as const satisfies CallContract;

/** A PayPal deposit to start; one idempotency key per intent. */
export const PaypalInitBody = v.pipe(v.strictObject(purchaseEntries), v.check((body) => hasOneTarget(body), ONE_TARGET));
export type PaypalInitBody = v.InferOutput<typeof PaypalInitBody>;

/** The started PayPal deposit: our paymentId, PayPal's order id, and the PayPal page to approve it on. */
export const PaypalInitData = v.object({
  paymentId: Id,
  orderId: Id,
  approvalUrl: HttpUrl,
});
export type PaypalInitData = v.InferOutput<typeof PaypalInitData>;

/** POST /rest/payments/deposit/paypal-init/ — starts a PayPal deposit; returns the order to approve. */
export const initPaypal = {
  id: 'deposit.initPaypal',
  method: 'POST',
  path: '/rest/payments/deposit/paypal-init/',
  query: undefined,
  body: PaypalInitBody,
  response: successEnvelope(PaypalInitData),
  description: 'Starts a PayPal deposit (preset or promo offer, idempotencyKey); returns paymentId, PayPal orderId and approvalUrl.',
} as const satisfies CallContract;

/** The approved PayPal order to capture. */
export const PaypalCheckBody = v.strictObject({
  paymentId: Id,
  orderId: Id,
});
export type PaypalCheckBody = v.InferOutput<typeof PaypalCheckBody>;

/** POST /rest/payments/deposit/paypal-check/ — captures an approved PayPal order; returns the deposit outcome. */
export const checkPaypal = {
  id: 'deposit.checkPaypal',
  method: 'POST',
  path: '/rest/payments/deposit/paypal-check/',
  query: undefined,
  body: PaypalCheckBody,
  response: successEnvelope(DepositResultData),
  description: 'Captures an approved PayPal order (paymentId, orderId); returns the deposit status and any failure text.',
} as const satisfies CallContract;

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

/** POST /rest/payments/remove-method/ — removes a saved card or Trustly account. */
export const removeMethod = {
  id: 'deposit.removeMethod',
  method: 'POST',
  path: '/rest/payments/remove-method/',
  query: undefined,
  body: RemoveMethodBody,
  response: successEnvelope(RemoveMethodData),
  description: 'Removes a saved card or Trustly account (methodType, tokenId); returns the removed tokenId.',
} as const satisfies CallContract;

/** The deposit the review invitation is about. */
export const TrustpilotBody = v.strictObject({
  paymentId: Id,
});
export type TrustpilotBody = v.InferOutput<typeof TrustpilotBody>;

/** Whether a Trustpilot review invitation went out, and its link (null when none). */
export const TrustpilotData = v.object({
  invited: v.boolean(),
  reviewUrl: v.nullable(HttpUrl),
});
export type TrustpilotData = v.InferOutput<typeof TrustpilotData>;

/** POST /rest/cash/trustpilot/ — asks for a Trustpilot review invitation after a successful deposit. */
export const requestTrustpilotInvitation = {
  id: 'deposit.requestTrustpilotInvitation',
  method: 'POST',
  path: '/rest/cash/trustpilot/',
  query: undefined,
  body: TrustpilotBody,
  response: successEnvelope(TrustpilotData),
  description: 'Asks for a Trustpilot review invitation after a successful deposit (paymentId); returns whether sent and the link.',
} as const satisfies CallContract;
