import * as v from 'valibot';
import { TransactionResultData } from '@contracts/api/history';

/** The route id redeem/ hands the redemption to (shared/navigation/handover.ts: memory, dropped with the player). */
export const REDEEM_SUCCESS_HANDOVER = 'redeemSuccess';

/** What redeem/ hands redeem-success/ (in memory, never history.state): the server's answer and the method's title. */
export interface RedeemSuccessState {
  result: TransactionResultData;
  methodTitle: string;
}

const RedeemSuccessSchema = v.object({ result: TransactionResultData, methodTitle: v.string() });

/** Checks the whole shape the screen reads: a hand-over is plain data, and the screen never trusts a shape it did not check. */
export function isRedeemSuccessState(value: unknown): value is RedeemSuccessState {
  return v.is(RedeemSuccessSchema, value);
}
