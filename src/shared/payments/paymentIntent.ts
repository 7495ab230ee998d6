import { nanoid } from '@reduxjs/toolkit';
import { logger } from '@/shared/log';
import { intentStorage, intentStorageKey, readIntent, type IntentFields, type IntentScope, type IntentTarget, type PaymentIntent, type StoredIntent } from './intentStorage';

// Reading the intent lives in intentStorage.ts, which the deposit flow's first screen loads to resume a pending
// payment; writing it belongs to the payment step's chunk.
export {
  pendingPaymentId,
  readIntent,
  type IntentFields,
  type IntentScope,
  type IntentTarget,
  type PaymentIntent,
  type StoredIntent,
} from './intentStorage';

function writeIntent(intent: StoredIntent<IntentFields>, scope: IntentScope): void {
  try {
    intentStorage()?.setItem(intentStorageKey(scope), JSON.stringify(intent));
  } catch (cause) {
    logger.warn(`could not persist the ${scope} intent`, cause);
  }
}

const sameTarget = (intent: StoredIntent<IntentFields>, target: IntentFields) =>
  Object.keys(target).every((field) => intent[field] === target[field]);

/**
 * The intent for this purchase (or payout): the stored one when it is for the same target (a retry), otherwise a
 * new one with a fresh key. A stored intent with a paymentId still unresolved is kept: the player must not start
 * a second payment while one is pending.
 */
export function intentFor(target: IntentTarget): PaymentIntent;
export function intentFor<T extends IntentFields>(target: T, scope: IntentScope): StoredIntent<T>;
export function intentFor(target: IntentFields, scope: IntentScope = 'deposit'): StoredIntent<IntentFields> {
  const stored = readIntent(scope);
  if (stored && (sameTarget(stored, target) || stored.paymentId !== null)) return stored;
  const intent: StoredIntent<IntentFields> = { ...target, idempotencyKey: nanoid(), paymentId: null };
  writeIntent(intent, scope);
  return intent;
}

export function intentPaymentStarted(paymentId: string, scope: IntentScope = 'deposit'): void {
  const stored = readIntent(scope);
  if (stored) writeIntent({ ...stored, paymentId }, scope);
}

/** The payment resolved (success or failed, as the server said): the next purchase is a new intent. */
export function intentResolved(scope: IntentScope = 'deposit'): void {
  intentStorage()?.removeItem(intentStorageKey(scope));
}
