/*
 * The part of Apple Pay JS (the browser's `ApplePaySession`) that the cashier uses, as types. Safari provides
 * the real one; a host may install a stand-in of this shape on `window.ApplePaySession` before it mounts the
 * cashier (the host-demo's "Pretend Apple Pay support" does). Types only: nothing here reaches a bundle.
 * Reference: https://developer.apple.com/documentation/apple_pay_on_the_web/applepaysession
 */

/** What the sheet asks the player to pay: `amount` is a decimal string in `currencyCode`, e.g. `"50.00"`. */
export interface ApplePayPaymentRequest {
  /** ISO 3166 country of the merchant (the acquirer), e.g. `US`. */
  countryCode: string;
  /** ISO 4217 code, e.g. `USD`. */
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: ('supports3DS' | 'supportsCredit' | 'supportsDebit' | 'supportsEMV')[];
  total: { label: string; amount: string; type?: 'final' | 'pending' };
}

/** `onvalidatemerchant`: the URL the merchant's server must ask Apple for a merchant session. */
export interface ApplePayValidateMerchantEvent {
  readonly validationURL: string;
}

/** The encrypted payment token of an authorized payment; `paymentData` goes to the payment server as is. */
export interface ApplePayPaymentToken {
  readonly paymentData: unknown;
  readonly transactionIdentifier: string;
  readonly paymentMethod?: { readonly displayName?: string; readonly network?: string; readonly type?: string };
}

/** `onpaymentauthorized`: the player authorized the payment (Face ID, Touch ID, passcode). */
export interface ApplePayPaymentAuthorizedEvent {
  readonly payment: { readonly token: ApplePayPaymentToken };
}

/** The result handed to `completePayment` (version 3 and later): a `STATUS_*` constant. */
export interface ApplePayPaymentAuthorizationResult {
  status: number;
}

/** One payment sheet: made in a click handler, then `begin()`; it ends with `completePayment`, `abort` or a cancel. */
export interface ApplePaySessionInstance {
  onvalidatemerchant: ((event: ApplePayValidateMerchantEvent) => void) | null;
  onpaymentauthorized: ((event: ApplePayPaymentAuthorizedEvent) => void) | null;
  /** The sheet was dismissed (by the player, or by a timeout or a failed validation). */
  oncancel: ((event: Event) => void) | null;
  begin(): void;
  abort(): void;
  /** Hands the merchant session (opaque, from the merchant's server) to the sheet. */
  completeMerchantValidation(merchantSession: object): void;
  completePayment(result: ApplePayPaymentAuthorizationResult | number): void;
}

/** `window.ApplePaySession`: the constructor and its statics. */
export interface ApplePaySessionConstructor {
  new (version: number, paymentRequest: ApplePayPaymentRequest): ApplePaySessionInstance;
  canMakePayments(): boolean;
  supportsVersion(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}
