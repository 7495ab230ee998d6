import { CallError } from '@/shared/ui/CallError';
import { OutcomeNotice } from './OutcomeNotice';

export interface AttemptProblemProps {
  /** The attempt's state from useMoneyAttempt (or useIntentCall). */
  attempt: { error: unknown; unknown: boolean; checking?: boolean };
  /** What a definite failure meant for the player, said first (e.g. that nothing was paid). */
  note?: string;
  /** The flow's words for a lost answer (the kit's when absent). */
  unknownText?: string;
  /** The flow's title for it, when it knows more than "not confirmed" (the kit's when absent). */
  unknownTitle?: string;
  /** The flow's words while a lost answer is re-read from the server (the kit's when absent). */
  checkingText?: string;
  /** Sends again with the same target: the same idempotency key, so never twice. */
  onRetry?: () => void;
}

/**
 * What a money flow shows when its last attempt did not go through: the server's "no" (or a check that failed:
 * nothing was sent) with Try again, or, when the answer was lost, that the server is being re-read, then that we
 * cannot tell yet whether it happened — never "nothing happened" (docs/architecture.md, "Money moves exactly once").
 */
export function AttemptProblem({
  attempt,
  note,
  unknownText,
  unknownTitle,
  checkingText,
  onRetry,
}: AttemptProblemProps) {
  if (attempt.checking) return <OutcomeNotice outcome="checking" text={checkingText} />;
  if (attempt.unknown)
    return <OutcomeNotice outcome="unknown" title={unknownTitle} text={unknownText} onRetry={onRetry} />;
  if (attempt.error === null) return null;
  return <CallError error={attempt.error} note={note} onRetry={onRetry} />;
}
