import type { ResponsiblePlayFigures } from '../../../contracts/api/app';
import type { PlayerRecord } from './playerRecord';
import { startOfUtcDay, toIso } from '../time';

/** Cents, so that sums of decimal amounts do not drift (0.1 + 0.2). */
export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

/** Deposits since midnight UTC that count against the limit: the ones that went through or may still. */
export function depositedToday(player: PlayerRecord, now: number): number {
  const midnight = startOfUtcDay(now);
  const total = player.transactions
    .filter((tx) => tx.kind === 'deposit' && tx.createdAt >= midnight && (tx.status === 'closed' || tx.status === 'pending'))
    .reduce((sum, tx) => sum + tx.amount, 0);
  return roundMoney(total);
}

/** The figures of docs/product/responsible-play.md#responsible-play-figures (responsible-play state); limit fields are null when the player has no limit. */
export function responsiblePlayFigures(player: PlayerRecord, now: number): ResponsiblePlayFigures {
  const { limitSum, playerLimit, limitTimeStart } = player.dailyLimit;
  const deposited = depositedToday(player, now);
  return {
    limitSum,
    limitTimeStart: limitTimeStart === null ? null : toIso(limitTimeStart),
    playerLimit,
    playerSumDepositPerDay: deposited,
    availableSumDeposit: limitSum === null ? null : roundMoney(Math.max(0, limitSum - deposited)),
  };
}
