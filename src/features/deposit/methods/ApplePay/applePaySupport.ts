import type { ApplePaySessionConstructor } from '@contracts/applePay';

/** The Apple Pay JS version the cashier speaks: 3 brings `completePayment({ status })` (iOS 11, macOS 10.13). */
export const APPLE_PAY_VERSION = 3;

/** The browser's `ApplePaySession` (Safari), a stand-in the host installed (contracts/applePay.ts), or none. */
export function applePaySession(): ApplePaySessionConstructor | undefined {
  return (globalThis as { ApplePaySession?: ApplePaySessionConstructor }).ApplePaySession;
}

/** Whether this browser can pay with Apple Pay, in the version the cashier speaks. */
export function isApplePaySupported(): boolean {
  const session = applePaySession();
  try {
    return (
      typeof session?.canMakePayments === 'function' &&
      typeof session.supportsVersion === 'function' &&
      session.supportsVersion(APPLE_PAY_VERSION) &&
      session.canMakePayments()
    );
  } catch {
    // Safari throws in an insecure context or a cross-origin frame: no Apple Pay there.
    return false;
  }
}
