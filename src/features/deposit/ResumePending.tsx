import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pendingPaymentId } from '@/shared/payments/intentStorage';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { Spinner } from '@/shared/ui/Spinner';
import { RETURN_PARAM } from './resumeCheck';

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
 * Its own chunk: the package list renders it only when `mightResume` saw a reason (useResumePending.tsx); with no
 * payment to resume it calls `onNone` and the package list shows.
 */
export default function ResumePending({ onNone }: { onNone: () => void }) {
  const navigate = useCashNavigate();
  const { search } = useLocation();
  // Read once, when the screen opens: a payment this screen starts is saved as pending too, and a re-render on
  // the way to pending/ must not send the player there a second time without the provider's redirect URL.
  const [paymentId] = useState(() => returnedPaymentId(search) ?? pendingPaymentId());
  useEffect(() => {
    if (paymentId) void navigate('pending/', { replace: true, state: { paymentId, redirectUrl: null } });
    else onNone();
  }, [navigate, paymentId, onNone]);
  return <Spinner />;
}
