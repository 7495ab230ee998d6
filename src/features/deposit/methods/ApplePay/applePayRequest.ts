import type { ApplePayPaymentAuthorizedEvent, ApplePayPaymentRequest } from '@contracts/applePay';

/**
 * The merchant's (acquirer's) country. The product rules name none (docs/product/deposit.md#apple-pay); every sandbox account pays in USD. A second market
 * makes this part of the method's data from the server.
 */
export const APPLE_PAY_COUNTRY = 'US';

/** The card networks of the saved-card brands the cashier knows (contracts CARD_BRANDS), in Apple's spelling. */
const NETWORKS = ['visa', 'masterCard', 'amex', 'discover'];

/** The amount as Apple wants it: a decimal string with the currency's own number of decimals ("50.00"). */
export function applePayAmount(price: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return price.toFixed(digits);
}

/** What the sheet shows: the package's price in the account currency under `label`. */
export function applePayRequest(price: number, currency: string, label: string): ApplePayPaymentRequest {
  return {
    countryCode: APPLE_PAY_COUNTRY,
    currencyCode: currency,
    supportedNetworks: [...NETWORKS],
    merchantCapabilities: ['supports3DS'],
    total: { label, amount: applePayAmount(price, currency), type: 'final' },
  };
}

/** The deposit's `paymentToken`: the JSON of the token's encrypted `paymentData`, as payment servers take it. */
export function paymentTokenOf(event: ApplePayPaymentAuthorizedEvent): string | null {
  const data = event.payment.token.paymentData;
  if (data === undefined || data === null) return null;
  const json = JSON.stringify(data);
  return json === undefined || json === '' ? null : json;
}
