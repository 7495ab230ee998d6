import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';

/** What a payment provider's page (3-D Secure, PayPal, Trustly) adds to the cashier URL it returns the player to. */
const RETURN_PARAM = 'paymentId';
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function returnedPaymentId(search: string): string | null {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  return value !== null && PAYMENT_ID.test(value) ? value : null;
}

/** The saved deposit intent's sessionStorage key (intentStorageKey('deposit'); useResumePending.test.ts holds them equal). */
export const SAVED_INTENT_KEY = 'cashier.deposit.intent';

/** Whether a deposit intent is saved at all: a cheap look, so the intent's reader need not ship with the first screen. */
function hasSavedIntent(): boolean {
  try {
    return Boolean(globalThis.sessionStorage?.getItem(SAVED_INTENT_KEY));
  } catch {
    return false;
  }
}

/**
 * A payment in progress takes the player to pending/, which asks the server for its result:
 * - back from a provider's page (the URL carries its paymentId; possibly in a new window that has no saved
 *   intent), so that page never invites a second payment;
 * - still pending from before a reload (the saved intent), so polling resumes. The intent's reader
 *   (intentStorage.ts) loads only when an intent is saved; the package list waits for it meanwhile.
 * The server decides what the payment id is worth: it answers only for the signed-in player's own payments.
 * Returns true while the player is being taken to pending/ or the saved intent is being read.
 */
export function useResumePending(): boolean {
  const navigate = useCashNavigate();
  const { search } = useLocation();
  // Read once, when the screen opens: a payment this screen starts is saved as pending too, and a re-render on
  // the way to pending/ must not send the player there a second time without the provider's redirect URL.
  const [returned] = useState(() => returnedPaymentId(search));
  const [reading, setReading] = useState(() => returned === null && hasSavedIntent());
  useEffect(() => {
    const resume = (paymentId: string) => {
      void navigate('pending/', { replace: true, state: { paymentId, redirectUrl: null } });
    };
    if (returned) {
      resume(returned);
      return undefined;
    }
    if (!reading) return undefined;
    let live = true;
    const done = (paymentId: string | null) => {
      if (!live) return;
      if (paymentId) resume(paymentId);
      else setReading(false);
    };
    import(/* webpackChunkName: "deposit-resume" */ '@/shared/payments/intentStorage').then(
      (module) => done(module.pendingPaymentId()),
      () => done(null),
    );
    return () => {
      live = false;
    };
  }, [navigate, returned, reading]);
  return returned !== null || reading;
}
