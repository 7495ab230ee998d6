import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pendingPaymentId } from '@/shared/payments/intentStorage';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';

/** What a payment provider's page (3-D Secure, PayPal, Trustly) adds to the cashier URL it returns the player to. */
const RETURN_PARAM = 'paymentId';
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function returnedPaymentId(search: string): string | null {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  return value !== null && PAYMENT_ID.test(value) ? value : null;
}

/**
 * A payment in progress takes the player to pending/, which asks the server for its result:
 * - back from a provider's page (the URL carries its paymentId; possibly in a new window that has no saved
 *   intent), so that page never invites a second payment;
 * - still pending from before a reload (the saved intent), so polling resumes.
 * The server decides what the payment id is worth: it answers only for the signed-in player's own payments.
 */
export function useResumePending(): boolean {
  const navigate = useCashNavigate();
  const { search } = useLocation();
  // Read once, when the screen opens: a payment this screen starts is saved as pending too, and a re-render on
  // the way to pending/ must not send the player there a second time without the provider's redirect URL.
  const [paymentId] = useState(() => returnedPaymentId(search) ?? pendingPaymentId());
  useEffect(() => {
    if (paymentId) navigate('pending/', { replace: true, state: { paymentId, redirectUrl: null } });
  }, [navigate, paymentId]);
  return paymentId !== null;
}
