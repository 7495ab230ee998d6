import type { PlayerBalance } from '@contracts/api/common';
import type { Transaction } from '@contracts/api/history';
import type { RedeemMethodKind } from './api';

/** The route id redeem/ hands the redemption to (shared/navigation/handover.ts: memory, dropped with the player). */
export const REDEEM_SUCCESS_HANDOVER = 'redeemSuccess';

/**
 * The redemption the server made and the balance after it: the server's answer, or what a re-read found after the
 * answer was lost (the balance from the cash data; null when that could not be read).
 */
export interface RedeemResult {
  transaction: Transaction;
  balance: PlayerBalance | null;
}

/**
 * What redeem/ hands redeem-success/ (in memory, never history.state): the redemption, the method's title, its kind
 * (for the arrival estimate) and its fee, as the review showed them.
 */
export interface RedeemSuccessState {
  result: RedeemResult;
  methodTitle: string;
  methodKind?: RedeemMethodKind;
  fee?: number | null;
}

/** The shape the screen reads (the hand-over is ours, written by redeem/ from a contract-checked answer). */
export function isRedeemSuccessState(value: unknown): value is RedeemSuccessState {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const result = record.result as Record<string, unknown> | null | undefined;
  return (
    typeof record.methodTitle === 'string' &&
    typeof result === 'object' &&
    result !== null &&
    typeof result.transaction === 'object' &&
    result.transaction !== null &&
    typeof result.balance === 'object'
  );
}
