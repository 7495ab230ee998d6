import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { cashierApi } from '@/shared/cashier/api';
import { logger } from '@/shared/log';
import { findMadeRecord, type MoneyRecheck } from '@/shared/money/findMadeRecord';
import type { Found } from '@/shared/money/useIntentCall';
import { redeemApi } from '@/features/redeem/api';
import type { RedeemResult } from '@/features/redeem/successState';

/**
 * The re-read of a redemption whose answer was lost (docs/product/redeem.md#redeeming), loaded only then (its own
 * chunk): the player's payouts in the history, and the cash data for the balance and winnings the server now has.
 */

export type RedeemDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The redemption the intent made, as the success screen shows it (no balance when the cash data was not read). */
export interface FoundRedeem extends Found {
  result: RedeemResult;
}

/**
 * The one payout row of this amount and currency made since the intent (madeRecord: clock skew allowed, other
 * intents' rows left out, two candidates are none). Found, the winnings changed: the redeemable sums are asked again
 * and the cash data read for the balance the screen and the host are told.
 */
export const recheckRedeem: MoneyRecheck<FoundRedeem> = async (dispatch, _intent, context, asked) => {
  const transaction = await findMadeRecord(dispatch, 'out', asked, context, 'redeem');
  if (transaction === null) return 'not-found';
  dispatch(redeemApi.util.invalidateTags(['Redeemable']));
  const cash = await dispatch(
    cashierApi.endpoints.getCashData.initiate(undefined, { forceRefetch: true, subscribe: false }),
  );
  if (!cash.data) logger.warn('redeem: the cash data could not be read after a lost answer', cash.error);
  return { found: transaction.id, result: { transaction, balance: cash.data?.playerBalance ?? null } };
};
