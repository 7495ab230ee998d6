import { getAntifraudBaseMatch, initKountPayment } from '../../../contracts/api/fraud';
import { isCashierErrorData } from '../../shared/errors/CashierError';

/** The calls of the checks before a payment (usePaymentChecks); kept apart so error screens do not load the checks. */
const CHECK_CALL_IDS: readonly string[] = [getAntifraudBaseMatch.id, initKountPayment.id];

/** Whether a payment attempt stopped at a check, before anything was sent for payment. */
export function isPaymentCheckError(error: unknown): boolean {
  return isCashierErrorData(error) && error.callId !== undefined && CHECK_CALL_IDS.includes(error.callId);
}
