import type { ResponsiblePlayFigures } from '../../../contracts/api/app';
import type { PlayerRecord } from './playerRecord';
import { startOfUtcDay, toIso } from '../time';

/** Cents, so that sums of decimal amounts do not drift (0.1 + 0.2). */
export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

/** Deposits since midnight UTC that count against the limit: the ones that went through or may still. */
export function depositedToday(player: PlayerRecord, now: number): number {
  const midnight = startOfUtcDay(now);
  const total = player.transactions
    .filter(
      (tx) => tx.kind === 'deposit' && tx.createdAt >= midnight && (tx.status === 'closed' || tx.status === 'pending'),
    )
    .reduce((sum, tx) => sum + tx.amount, 0);
  return roundMoney(total);
}

/** The figures of docs/product/responsible-play.md#responsible-play-figures (responsible-play state); limit fields are null when the player has no limit. */
export function responsiblePlayFigures(player: PlayerRecord, now: number): ResponsiblePlayFigures {
  applyDueLimit(player, now);
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

/** How long a raised (or removed) limit waits before it applies: a day, the usual responsible-play cooling-off. */
export const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

/** A raised limit whose time has come is the one in force. */
function applyDueLimit(player: PlayerRecord, now: number): void {
  const { playerLimit, limitTimeStart, limitSum } = player.dailyLimit;
  if (limitTimeStart !== null && limitTimeStart <= now && playerLimit !== limitSum)
    player.dailyLimit.limitSum = playerLimit;
}

/**
 * The player chooses a daily limit (null removes it). Lowering (or a first limit) applies at once; raising or
 * removing waits RAISE_DELAY_MS, during which the old limit stays in force (docs/product/responsible-play.md). The
 * same value twice is one change (naturally idempotent: the call carries no idempotency key).
 */
export function setDailyLimit(player: PlayerRecord, limit: number | null, now: number): void {
  applyDueLimit(player, now);
  // The limit already chosen (in force, or a raise still waiting) sent again changes nothing: a retry after a lost
  // answer neither moves a lowering's start nor restarts a raise's waiting time.
  if (limit === player.dailyLimit.playerLimit) return;
  const current = player.dailyLimit.limitSum;
  const lowers = limit !== null && (current === null || limit <= current);
  player.dailyLimit = lowers
    ? { limitSum: limit, playerLimit: limit, limitTimeStart: now }
    : { limitSum: current, playerLimit: limit, limitTimeStart: now + RAISE_DELAY_MS };
}
