import { nanoid } from '@reduxjs/toolkit';
import { logger } from '@/shared/log';

/**
 * One deposit intent: what is bought with which method, and the idempotency key made before the first
 * attempt. It lives in sessionStorage so a retry after network loss or a reload reuses the same key and a
 * pending payment (paymentId) resumes polling. Only non-secret data: never card numbers, tokens or e-mails.
 */
export interface PaymentIntent {
  idempotencyKey: string;
  presetId: string | null;
  promoOfferPresetId: string | null;
  offerType: string | null;
  methodId: string;
  paymentId: string | null;
}

export type IntentTarget = Omit<PaymentIntent, 'idempotencyKey' | 'paymentId'>;

const STORAGE_KEY = 'cashier.deposit.intent';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): the flow still works, without resume.
    return null;
  }
}

const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

function isIntent(value: unknown): value is PaymentIntent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.idempotencyKey === 'string' &&
    /^[A-Za-z0-9_-]{8,128}$/.test(record.idempotencyKey) &&
    typeof record.methodId === 'string' &&
    isStringOrNull(record.presetId) &&
    isStringOrNull(record.promoOfferPresetId) &&
    isStringOrNull(record.offerType) &&
    isStringOrNull(record.paymentId)
  );
}

export function readIntent(): PaymentIntent | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isIntent(parsed)) return parsed;
  } catch {
    // fall through: a broken entry is dropped
  }
  logger.warn('dropping an unreadable deposit intent from sessionStorage');
  storage()?.removeItem(STORAGE_KEY);
  return null;
}

function writeIntent(intent: PaymentIntent): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(intent));
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
  storage()?.removeItem(STORAGE_KEY);
}

/** The pending payment to resume after a reload, if any. */
export function pendingPaymentId(): string | null {
  return readIntent()?.paymentId ?? null;
}
