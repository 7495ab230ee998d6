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

export const INTENT_STORAGE_KEY = 'cashier.deposit.intent';

export function intentStorage(): Storage | null {
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
  const raw = intentStorage()?.getItem(INTENT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isIntent(parsed)) return parsed;
  } catch {
    // fall through: a broken entry is dropped
  }
  logger.warn('dropping an unreadable deposit intent from sessionStorage');
  intentStorage()?.removeItem(INTENT_STORAGE_KEY);
  return null;
}

/** The pending payment to resume after a reload, if any. */
export function pendingPaymentId(): string | null {
  return readIntent()?.paymentId ?? null;
}
