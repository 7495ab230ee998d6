/** What a payment provider's page (3-D Secure, PayPal, Trustly) adds to the cashier URL it returns the player to. */
export const RETURN_PARAM = 'paymentId';

/** The intent book's sessionStorage key (INTENT_BOOK_KEY of intentBook.ts; resumeCheck.test.ts holds them equal). */
export const SAVED_INTENT_KEY = 'cashier.intents';

/**
 * Whether the package list may have a payment to resume (ResumePending.tsx): the URL names one, or the tab keeps an
 * intent book (whose player and deposit the resume step checks). A cheap look, so the intent's reader and the resume logic ship in their own chunk, not with the first
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
