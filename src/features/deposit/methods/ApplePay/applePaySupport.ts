/** The Apple Pay JS entry point, when the browser has it (Safari), or a sandbox stand-in. */
interface ApplePaySessionLike {
  canMakePayments: () => boolean;
}

/** Whether this browser can pay with Apple Pay; the sandbox can pretend support by defining `ApplePaySession`. */
export function isApplePaySupported(): boolean {
  const session = (globalThis as { ApplePaySession?: ApplePaySessionLike }).ApplePaySession;
  try {
    return typeof session?.canMakePayments === 'function' && session.canMakePayments();
  } catch {
    return false;
  }
}
