/** The payment step: starting and completing a deposit by each method (docs/product/calls.md#deposit, and Apple Pay merchant validation). */
import * as v from 'valibot';
import { calls, post } from '../factories';
import { HttpUrl, Id, IdempotencyKey } from '../common';
import { DeviceGps } from '../deviceGps';
import { DepositStatus, WidgetResultCode } from './kinds';
import { OfferType } from './packages';

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

/** A card deposit: a fresh card token from the widget or a saved card (exactly one); one idempotency key per intent. */
export const CardPayBody = v.pipe(
  v.strictObject({
    ...purchaseEntries,
    cardToken: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096))),
    savedCardId: v.optional(Id),
  }),
  v.check((body) => hasOneTarget(body), ONE_TARGET),
  v.check(
    (body) => (body.cardToken === undefined) !== (body.savedCardId === undefined),
    'exactly one of cardToken or savedCardId',
  ),
);
export type CardPayBody = v.InferOutput<typeof CardPayBody>;

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

/** A PayPal deposit to start; one idempotency key per intent. */
export const PaypalInitBody = v.pipe(
  v.strictObject(purchaseEntries),
  v.check((body) => hasOneTarget(body), ONE_TARGET),
);
export type PaypalInitBody = v.InferOutput<typeof PaypalInitBody>;

/** The PayPal order to capture once approved: our paymentId and PayPal's orderId, as paypal-init gave them. */
export const PaypalCheckBody = v.strictObject({
  paymentId: Id,
  orderId: Id,
});
export type PaypalCheckBody = v.InferOutput<typeof PaypalCheckBody>;

/** The started PayPal deposit: its order (what paypal-check sends back) and the PayPal page to approve it on. */
export const PaypalInitData = v.object({ ...PaypalCheckBody.entries, approvalUrl: HttpUrl });
export type PaypalInitData = v.InferOutput<typeof PaypalInitData>;

export const { createDeposit, payByCard, validateApplePayMerchant, initPaypal, checkPaypal } = calls('deposit', {
  /** POST /rest/payments/deposit/ — starts a deposit by a non-card method; repeated idempotencyKey returns the first result. */
  createDeposit: post('/rest/payments/deposit/', DepositBody, DepositResultData),
  /** POST /rest/payments/deposit/card-pay/ — pays a deposit by card; returns status, result code and any 3-D Secure URL. */
  payByCard: post('/rest/payments/deposit/card-pay/', CardPayBody, DepositResultData),
  /**
   * POST /rest/payments/apple-pay/validate-merchant/ — ADDITION to the platform's calls (docs/product/calls.md#additions-to-the-spec): Apple Pay JS needs the merchant
   * validated by the merchant's server (which holds the Apple Pay certificate) before the sheet can authorize;
   * the product rules have Apple Pay in the deposit state (docs/product/deposit.md#apple-pay) but names no call for this step.
   */
  validateApplePayMerchant: post(
    '/rest/payments/apple-pay/validate-merchant/',
    ApplePayMerchantValidationBody,
    ApplePayMerchantSession,
  ),
  /** POST /rest/payments/deposit/paypal-init/ — starts a PayPal deposit; returns the order to approve. */
  initPaypal: post('/rest/payments/deposit/paypal-init/', PaypalInitBody, PaypalInitData),
  /** POST /rest/payments/deposit/paypal-check/ — captures an approved PayPal order; returns the deposit outcome. */
  checkPaypal: post('/rest/payments/deposit/paypal-check/', PaypalCheckBody, DepositResultData),
});
