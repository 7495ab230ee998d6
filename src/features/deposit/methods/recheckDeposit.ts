import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { DepositStatus } from '@contracts/api/deposit';
import { findMadeRecord, type MoneyRecheck } from '@/shared/money/findMadeRecord';
import type { Found } from '@/shared/money/useIntentCall';
import { resultsApi } from '@/features/deposit/resultsApi';

/**
 * The re-read of a deposit whose answer was lost (docs/product/deposit.md#when-the-answer-is-lost), loaded only
 * then (its own chunk): the player's deposits in the history (a deposit's row id is its payment id), then the
 * payment check for the one this intent made.
 */

export type DepositDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The payment the intent made, and where it stands (null when the check could not be read). */
export interface FoundDeposit extends Found {
  status: DepositStatus | null;
}

async function statusOf(dispatch: DepositDispatch, paymentId: string): Promise<DepositStatus | null> {
  const check = await dispatch(
    resultsApi.endpoints.getDepositCheck.initiate(paymentId, { forceRefetch: true, subscribe: false }),
  );
  return check.data?.status ?? null;
}

/**
 * Which payment the intent made: its own started id when it had one, else the one row of the player's newest deposits
 * of this amount and currency made since the intent (madeRecord: clock skew allowed, other intents' payments left
 * out, two candidates are none); then the payment check says where it stands.
 */
export const recheckDeposit: MoneyRecheck<FoundDeposit> = async (dispatch, intent, context, asked) => {
  const paymentId = intent.ref ?? (await findMadeRecord(dispatch, 'in', asked, context, 'deposit'))?.id ?? null;
  if (paymentId === null) return 'not-found';
  return { found: paymentId, status: await statusOf(dispatch, paymentId) };
};

/**
 * The capture of a started payment (PayPal's) whose answer was lost: the payment check says whether it settled.
 * Still pending (or unreadable) cannot tell whether the capture happened.
 */
export async function recheckCapture(
  dispatch: DepositDispatch,
  paymentId: string,
): Promise<FoundDeposit | 'not-found'> {
  const status = await statusOf(dispatch, paymentId);
  return status === 'success' || status === 'failed' ? { found: paymentId, status } : 'not-found';
}
