import { DEFAULT_NOTIFICATION_TIMEOUT_MS } from './types';

/**
 * docs/product/cash-data.md#notification-timeout-validation: the timeout must parse as a non-negative integer. Accepts a safe integer ≥ 0 or a string of
 * decimal digits only (no sign, spaces, exponent or decimals); `undefined` means the default.
 * Returns `undefined` for a wrong timeout.
 */
export function parseNotificationTimeout(value: unknown): number | undefined {
  if (value === undefined) return DEFAULT_NOTIFICATION_TIMEOUT_MS;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && /^\d+$/.test(value)) {
    const parsed = Number(value);
    return Number.isSafeInteger(parsed) ? parsed : undefined;
  }
  return undefined;
}
