import { logger } from '@/shared/log';

/**
 * Which money flow an intent belongs to: each keeps its own intent, so a pending deposit never lends its key to a
 * redemption (or the other way round).
 */
export type IntentScope = 'deposit' | 'redeem';

/** What a money request is about (method and the flow's own fields): a retry of the same target reuses the key. */
export type IntentFields = { methodId: string } & Readonly<Record<string, string | null>>;

/**
 * One deposit intent: what is bought with which method, and the idempotency key made before the first
 * attempt. It lives in sessionStorage so a retry after network loss or a reload reuses the same key and a
 * pending payment (paymentId) resumes polling. Only non-secret data: never card numbers, tokens or e-mails.
 */
export type PaymentIntent = {
  idempotencyKey: string;
  presetId: string | null;
  promoOfferPresetId: string | null;
  offerType: string | null;
  methodId: string;
  paymentId: string | null;
};

export type IntentTarget = Omit<PaymentIntent, 'idempotencyKey' | 'paymentId'>;

/** An intent of any flow: its target's fields, the key and the started payment. */
export type StoredIntent<T extends IntentFields> = T & { idempotencyKey: string; paymentId: string | null };

export const intentStorageKey = (scope: IntentScope) => `cashier.${scope}.intent`;
export const INTENT_STORAGE_KEY = intentStorageKey('deposit');

/** The fields a stored intent of each flow must have (a deposit's are fixed by PaymentIntent). */
const SCOPE_FIELDS: Record<IntentScope, readonly string[]> = {
  deposit: ['presetId', 'promoOfferPresetId', 'offerType'],
  redeem: ['amount'],
};

export function intentStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): the flow still works, without resume.
    return null;
  }
}

const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

function isIntent(value: unknown, scope: IntentScope): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.idempotencyKey === 'string' &&
    /^[A-Za-z0-9_-]{8,128}$/.test(record.idempotencyKey) &&
    typeof record.methodId === 'string' &&
    'paymentId' in record &&
    SCOPE_FIELDS[scope].every((field) => field in record) &&
    Object.values(record).every(isStringOrNull)
  );
}

export function readIntent(): PaymentIntent | null;
export function readIntent<T extends IntentFields>(scope: IntentScope): StoredIntent<T> | null;
export function readIntent(scope: IntentScope = 'deposit'): StoredIntent<IntentFields> | null {
  const key = intentStorageKey(scope);
  const raw = intentStorage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    // isIntent checked every field the scope's intent type names.
    if (isIntent(parsed, scope)) return parsed as StoredIntent<IntentFields>;
  } catch {
    // fall through: a broken entry is dropped
  }
  logger.warn(`dropping an unreadable ${scope} intent from sessionStorage`);
  intentStorage()?.removeItem(key);
  return null;
}

/** The pending payment to resume after a reload, if any. */
export function pendingPaymentId(): string | null {
  return readIntent()?.paymentId ?? null;
}
