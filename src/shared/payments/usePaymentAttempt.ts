import { useCallback, useEffect, useRef, useState } from 'react';
import type { DepositResultData } from '@contracts/api/deposit';
import { useDispatch } from 'react-redux';
import { paymentStarted } from '@/shared/cash/cashSlice';
import { intentFor, intentPaymentStarted, type IntentFields, type IntentScope, type PaymentIntent, type StoredIntent } from '@/shared/payments/paymentIntent';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { usePaymentChecks } from '@/shared/payments/usePaymentChecks';

/** What a pay action gets: the intent (with its idempotency key) to put in the request body. */
export type PayCall<I = PaymentIntent> = (intent: I) => Promise<{ data: DepositResultData } | { error: unknown }>;

export interface PendingState {
  paymentId: string;
  /** A page the player must visit to finish (3-D Secure, bank approval); null when none. */
  redirectUrl: string | null;
  /**
   * The page is a card's 3-D Secure challenge (result code `3ds`): the pending screen shows it in a frame inside the
   * cashier, as the card widget shows a new card's (docs/product/deposit.md#pending-payment).
   */
  challenge?: boolean;
}

export interface PaymentAttemptOptions {
  /**
   * Where a started payment goes next: a cash route relative to the basename (the area's pending screen), opened
   * with the PendingState in the history state.
   */
  next: string;
  /** The antifraud base refused the player: nothing was sent to the payment provider. */
  onRestricted?: () => void;
  /** Whose intent this is (default the deposit's): a payout keeps its own key apart from a pending deposit. */
  scope?: IntentScope;
}

type Call<T, I> = (intent: I) => Promise<{ data: T } | { error: unknown }>;

/**
 * Runs one payment attempt for an intent: at most one attempt in flight (a ref guards against rapid clicks
 * before React re-renders the disabled button), the antifraud checks before anything is paid, the same
 * idempotency key on every retry, the paymentId saved for a reload, then the pending screen, which asks the
 * server for the result. See docs/architecture.md, "Payments kit".
 */
export function usePaymentAttempt<Target extends IntentFields>(target: Target, { next, onRestricted, scope = 'deposit' }: PaymentAttemptOptions) {
  const dispatch = useDispatch();
  const navigate = useCashNavigate();
  const runChecks = usePaymentChecks();
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** One request of this intent unless an attempt is already in flight; null when it failed or was refused. */
  const run = useCallback(
    async <T,>(call: Call<T, StoredIntent<Target>>, checked: boolean): Promise<T | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSubmitting(true);
      setError(null);
      try {
        const intent = intentFor(target, scope);
        if (checked) {
          const checks = await runChecks(intent);
          if (checks.verdict === 'restricted') {
            onRestricted?.();
            return null;
          }
          if (checks.verdict === 'failed') {
            setError(checks.error);
            return null;
          }
          // The player left while the checks ran: a payment nobody waits for is not started.
          if (!mounted.current) return null;
        }
        const result = await call(intent);
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
    [JSON.stringify(target), scope, runChecks, onRestricted],
  );

  /** Starts a payment: the antifraud checks first, then the request (PayPal's start uses it directly). */
  const attempt = useCallback(<T,>(call: Call<T, StoredIntent<Target>>) => run(call, true), [run]);

  /** Continues a payment the server already started (PayPal capture): its checks ran before it started. */
  const resume = useCallback(<T,>(call: Call<T, StoredIntent<Target>>) => run(call, false), [run]);

  const pay = useCallback(
    async (call: PayCall<StoredIntent<Target>>) => {
      const data = await attempt(call);
      if (data) started(data.paymentId, data.redirectUrl, data.resultCode === '3ds');
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attempt],
  );

  /** A payment the server started (also used by PayPal after its approval step). */
  const started = useCallback(
    (paymentId: string, redirectUrl: string | null, challenge = false) => {
      intentPaymentStarted(paymentId, scope);
      dispatch(paymentStarted(paymentId));
      const state: PendingState = challenge ? { paymentId, redirectUrl, challenge } : { paymentId, redirectUrl };
      navigate(next, { state });
    },
    [dispatch, navigate, next, scope],
  );

  return { pay, attempt, resume, started, submitting, error, clearError: () => setError(null) };
}
