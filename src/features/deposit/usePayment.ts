import { useCallback, useRef, useState } from 'react';
import type { DepositResultData } from '../../../contracts/api/deposit';
import { useDispatch } from 'react-redux';
import { paymentStarted } from '../../shared/cash/cashSlice';
import { intentFor, intentPaymentStarted, type IntentTarget, type PaymentIntent } from './paymentIntent';
import { useCashNavigate } from './useCashNavigate';

/** What a pay action gets: the intent (with its idempotency key) to put in the request body. */
export type PayCall = (intent: PaymentIntent) => Promise<{ data: DepositResultData } | { error: unknown }>;

export interface PendingState {
  paymentId: string;
  /** A page the player must visit to finish (3-D Secure, bank approval); null when none. */
  redirectUrl: string | null;
}

/**
 * Runs one payment attempt for an intent: at most one request in flight (a ref guards against rapid clicks
 * before React re-renders the disabled button), the same idempotency key on every retry, the paymentId
 * saved for a reload, then the pending screen, which asks the server for the result.
 */
export function usePayment(target: IntentTarget) {
  const dispatch = useDispatch();
  const navigate = useCashNavigate();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  /** Runs one request of this intent unless one is already in flight; null when it failed or was refused. */
  const attempt = useCallback(
    async <T,>(call: (intent: PaymentIntent) => Promise<{ data: T } | { error: unknown }>): Promise<T | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSubmitting(true);
      setError(null);
      try {
        const result = await call(intentFor(target));
        if ('error' in result) {
          setError(result.error);
          return null;
        }
        return result.data;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    // The target's fields decide the intent; the object itself is rebuilt each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [target.presetId, target.promoOfferPresetId, target.offerType, target.methodId],
  );

  const pay = useCallback(
    async (call: PayCall) => {
      const data = await attempt(call);
      if (data) started(data.paymentId, data.redirectUrl);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attempt],
  );

  /** A payment the server started (also used by PayPal after its approval step). */
  const started = useCallback(
    (paymentId: string, redirectUrl: string | null) => {
      intentPaymentStarted(paymentId);
      dispatch(paymentStarted(paymentId));
      const state: PendingState = { paymentId, redirectUrl };
      navigate('pending/', { state });
    },
    [dispatch, navigate],
  );

  return { pay, attempt, started, submitting, error, clearError: () => setError(null) };
}
