import { nanoid } from '@reduxjs/toolkit';
import { logger } from '@/shared/log';
import { INTENT_STORAGE_KEY, intentStorage, readIntent, type IntentTarget, type PaymentIntent } from './intentStorage';

// Reading the intent lives in intentStorage.ts, which the deposit flow's first screen loads to resume a pending
// payment; writing it belongs to the payment step's chunk.
export { pendingPaymentId, readIntent, type IntentTarget, type PaymentIntent } from './intentStorage';

function writeIntent(intent: PaymentIntent): void {
  try {
    intentStorage()?.setItem(INTENT_STORAGE_KEY, JSON.stringify(intent));
  } catch (cause) {
    logger.warn('could not persist the deposit intent', cause);
  }
}

const sameTarget = (intent: PaymentIntent, target: IntentTarget) =>
  intent.presetId === target.presetId &&
  intent.promoOfferPresetId === target.promoOfferPresetId &&
  intent.offerType === target.offerType &&
  intent.methodId === target.methodId;

/**
 * The intent for this purchase: the stored one when it is for the same package and method (a retry),
 * otherwise a new one with a fresh key. A stored intent with a paymentId still unresolved is kept: the
 * player must not start a second payment while one is pending.
 */
export function intentFor(target: IntentTarget): PaymentIntent {
  const stored = readIntent();
  if (stored && (sameTarget(stored, target) || stored.paymentId !== null)) return stored;
  const intent: PaymentIntent = { ...target, idempotencyKey: nanoid(), paymentId: null };
  writeIntent(intent);
  return intent;
}

export function intentPaymentStarted(paymentId: string): void {
  const stored = readIntent();
  if (stored) writeIntent({ ...stored, paymentId });
}

/** The payment resolved (success or failed, as the server said): the next purchase is a new intent. */
export function intentResolved(): void {
  intentStorage()?.removeItem(INTENT_STORAGE_KEY);
}
