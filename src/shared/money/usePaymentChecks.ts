import { useCallback } from 'react';
import { getAntifraudBaseMatch, initKountPayment, type KountInitData } from '@contracts/api/fraud';
import { CashierError, isCashierErrorData, type CashierErrorData } from '@/shared/errors/CashierError';
import { useCreateKountSessionMutation, useLazyGetAntifraudBaseMatchQuery } from './fraudApi';

/** What the checks before a payment decided: pay, do not pay, or they could not run (the error says why). */
export type PaymentChecksOutcome =
  | { verdict: 'allowed'; kount: KountInitData }
  | { verdict: 'restricted' }
  | { verdict: 'failed'; error: CashierErrorData };

/** Every failure carries the call it came from, so the message can say that no payment was sent. */
function asCheckError(error: unknown, callId: string): CashierErrorData {
  if (isCashierErrorData(error)) return error;
  return new CashierError(
    { code: 'unknown', callId, message: `${callId}: ${String(error)}` },
    { cause: error },
  ).toJSON();
}

/**
 * The antifraud checks that run before every payment or payout (docs/architecture.md, "Checks before a payment"):
 * the antifraud base first (a 'restricted' player must not reach the payment provider at all), then a Kount session
 * for the payment. Both are asked anew on every run: a verdict is never taken from the cache.
 */
export function usePaymentChecks() {
  const [getBaseMatch] = useLazyGetAntifraudBaseMatchQuery();
  const [createKountSession] = useCreateKountSessionMutation();

  return useCallback(
    async (startedPaymentId: string | null): Promise<PaymentChecksOutcome> => {
      let match;
      try {
        match = await getBaseMatch().unwrap();
      } catch (error) {
        return { verdict: 'failed', error: asCheckError(error, getAntifraudBaseMatch.id) };
      }
      // 'review' lets the payment go on while a person looks at the account (contracts/api/fraud.ts).
      if (match.status === 'restricted') return { verdict: 'restricted' };
      try {
        // A retry of a payment the server already started ties the new session to it.
        const kount = await createKountSession({ paymentId: startedPaymentId ?? undefined }).unwrap();
        return { verdict: 'allowed', kount };
      } catch (error) {
        return { verdict: 'failed', error: asCheckError(error, initKountPayment.id) };
      }
    },
    [getBaseMatch, createKountSession],
  );
}
