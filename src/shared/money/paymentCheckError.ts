import type { getAntifraudBaseMatch, initKountPayment } from '@contracts/api/fraud';
import { isCashierErrorData } from '@/shared/errors/CashierError';

/**
 * The calls of the checks before a payment (usePaymentChecks). Written out rather than read from the contracts so
 * the first screen, whose error view asks isPaymentCheckError, does not download the fraud schemas; `satisfies`
 * makes the type check fail if a contract's id changes.
 */
const CHECK_CALL_IDS: readonly string[] = [
  'fraud.getAntifraudBaseMatch',
  'fraud.initKountPayment',
] as const satisfies readonly [(typeof getAntifraudBaseMatch)['id'], (typeof initKountPayment)['id']];

/** Whether a payment attempt stopped at a check, before anything was sent for payment. */
export function isPaymentCheckError(error: unknown): boolean {
  return isCashierErrorData(error) && error.callId !== undefined && CHECK_CALL_IDS.includes(error.callId);
}
