/** What a payment provider's page (3-D Secure, PayPal, Trustly) adds to the cashier URL it returns the player to. */
export const RETURN_PARAM = 'paymentId';

/** The saved deposit intent's sessionStorage key (intentStorageKey('deposit'); resumeCheck.test.ts holds them equal). */
export const SAVED_INTENT_KEY = 'cashier.deposit.intent';

/**
 * Whether the package list may have a payment to resume (ResumePending.tsx): the URL names one, or a deposit intent
 * is saved. A cheap look, so the intent's reader and the resume logic ship in their own chunk, not with the first
 * screen.
 */
export function mightResume(search: string): boolean {
  if (new URLSearchParams(search).has(RETURN_PARAM)) return true;
  try {
    return Boolean(globalThis.sessionStorage?.getItem(SAVED_INTENT_KEY));
  } catch {
    return false;
  }
}
