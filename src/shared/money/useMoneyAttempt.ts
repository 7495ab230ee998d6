import { useCallback } from 'react';
import type { Intent, IntentTarget } from './intentBook';
import { useIntentCall, type Found, type IntentRunOptions, type SendResult } from './useIntentCall';
import { usePaymentChecks } from './usePaymentChecks';

export interface MoneyAttemptOptions {
  /** The antifraud base refused the player: nothing was sent to the payment provider. */
  onRestricted?: () => void;
}

/**
 * A payment or a payout through the intent kit (useIntentCall: one run in flight, the player + call + target's
 * idempotency key on every retry, a lost answer told as unknown), with the antifraud checks before anything is paid
 * (docs/architecture.md, "Checks before a payment"). Where a started payment goes next (a pending screen, a result
 * screen) is the flow's own business: the kit names no area and navigates nowhere. See docs/architecture.md,
 * "Money moves exactly once".
 */
export function useMoneyAttempt(call: string, { onRestricted }: MoneyAttemptOptions = {}) {
  const intents = useIntentCall(call);
  const runChecks = usePaymentChecks();

  const checks = useCallback(
    async (intent: Intent): Promise<'go' | 'stop' | { error: unknown }> => {
      const verdict = await runChecks(intent.ref);
      if (verdict.verdict === 'restricted') {
        onRestricted?.();
        return 'stop';
      }
      return verdict.verdict === 'failed' ? { error: verdict.error } : 'go';
    },
    [runChecks, onRestricted],
  );

  const { run } = intents;
  /** Starts a payment: the antifraud checks first, then the request. */
  const attempt = useCallback(
    <T, F extends Found = never>(
      target: IntentTarget,
      send: (intent: Intent) => Promise<SendResult<T>>,
      options: Omit<IntentRunOptions<T, F>, 'checks'> = {},
    ) => run<T, F>(target, send, { ...options, checks }),
    [run, checks],
  );

  /** Continues a payment the server already started (PayPal's capture): its checks ran before it started. */
  const resume = useCallback(
    <T, F extends Found = never>(
      target: IntentTarget,
      send: (intent: Intent) => Promise<SendResult<T>>,
      options: Omit<IntentRunOptions<T, F>, 'checks'> = {},
    ) => run<T, F>(target, send, options),
    [run],
  );

  return {
    attempt,
    resume,
    settle: intents.settle,
    started: intents.started,
    submitting: intents.submitting,
    /** The last attempt's answer was lost and the server is being re-read (the run's `recheck`). */
    checking: intents.checking,
    failure: intents.failure,
    /** The last definite failure (the server said no, or a check failed: nothing was paid); null otherwise. */
    error: intents.failure?.outcome === 'failed' ? intents.failure.error : null,
    /** The last attempt's answer was lost: whether it happened is not known (OutcomeNotice). */
    unknown: intents.failure?.outcome === 'unknown',
    clearError: intents.clearFailure,
  };
}
