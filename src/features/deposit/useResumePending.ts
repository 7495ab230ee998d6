import { useEffect } from 'react';
import { pendingPaymentId } from './paymentIntent';
import { useCashNavigate } from './useCashNavigate';

/** A payment still pending from before a reload: reopening the deposit resumes at pending/ and keeps polling. */
export function useResumePending(): boolean {
  const navigate = useCashNavigate();
  const paymentId = pendingPaymentId();
  useEffect(() => {
    if (paymentId) navigate('pending/', { replace: true, state: { paymentId, redirectUrl: null } });
  }, [navigate, paymentId]);
  return paymentId !== null;
}
