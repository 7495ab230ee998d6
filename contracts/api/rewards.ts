import * as v from 'valibot';
import { calls, get } from './factories';
import { Amount, Count, HttpUrl, Id, IsoDateTime, listOf, Money, Reward, withBalance } from './common';

/** Free coins claimed now (`received`) or not yet available, with the next time and the balance. */
export const FreeCoinsData = withBalance({
  received: v.boolean(),
  coins: Amount,
  nextAvailableAt: v.nullable(IsoDateTime),
});
export type FreeCoinsData = v.InferOutput<typeof FreeCoinsData>;

/** One step of the deposit streak and its reward. */
export const DepositStreakStep = v.object({
  step: v.pipe(v.number(), v.integer(), v.minValue(1)),
  reward: Reward,
  completed: v.boolean(),
});
export type DepositStreakStep = v.InferOutput<typeof DepositStreakStep>;

/** The deposit streak: whether it runs, its skin, the steps done (`currentStep`, 0 before the first) and its end. */
export const DepositStreakData = v.object({
  isActive: v.boolean(),
  skin: v.nullable(v.string()),
  currentStep: Count,
  steps: v.array(DepositStreakStep),
  expiresAt: v.nullable(IsoDateTime),
});
export type DepositStreakData = v.InferOutput<typeof DepositStreakData>;

/** States of a scratch card. */
export const SCRATCH_CARD_STATUSES = ['new', 'scratched', 'expired'] as const;

/** One scratch card; `prize` is decided when the card is issued and sent with it (null when it won nothing): the cashier keeps it covered until revealed (docs/product/rewards.md). */
export const ScratchCard = v.object({
  id: Id,
  status: v.picklist(SCRATCH_CARD_STATUSES),
  prize: v.nullable(Reward),
  expiresAt: v.nullable(IsoDateTime),
});
export type ScratchCard = v.InferOutput<typeof ScratchCard>;

/** The player's scratch cards (may be none). */
export const ScratchCardLotteryData = listOf('cards', ScratchCard);
export type ScratchCardLotteryData = v.InferOutput<typeof ScratchCardLotteryData>;

/** The money box: what it holds, its capacity (null when unlimited), whether it can be collected and when it unlocks. */
export const MoneyBoxData = v.object({
  isActive: v.boolean(),
  ...Money.entries,
  capacity: v.nullable(Amount),
  canCollect: v.boolean(),
  unlockAt: v.nullable(IsoDateTime),
});
export type MoneyBoxData = v.InferOutput<typeof MoneyBoxData>;

/**
 * The kinds of static info entries the cashier shows (docs/product/rewards.md, "Static info entries"). An entry of
 * another kind is accepted and ignored, so the server may add kinds without breaking the cashier.
 */
export const STATIC_INFO_KINDS = ['deposit-streak-skin', 'magic-box', 'rank-league', 'season', 'scratch-card'] as const;

/** An image the server hosts, with its intrinsic size so the cashier reserves its box before it loads. */
export const StaticImage = v.object({
  url: HttpUrl,
  width: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4096)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4096)),
});
export type StaticImage = v.InferOutput<typeof StaticImage>;

/** One static info entry: its kind, its id (a skin's id is the streak's `skin`), its texts and its artwork. */
export const StaticInfoEntry = v.object({
  kind: v.pipe(v.string(), v.nonEmpty()),
  id: Id,
  title: v.pipe(v.string(), v.nonEmpty()),
  text: v.nullable(v.string()),
  image: v.nullable(StaticImage),
});
export type StaticInfoEntry = v.InferOutput<typeof StaticInfoEntry>;

/** The static info entries of the cash area. */
export const StaticInfoData = listOf('entries', StaticInfoEntry);
export type StaticInfoData = v.InferOutput<typeof StaticInfoData>;

export const { receiveFreeCoins, getDepositStreakInfo, getScratchCardLottery, getMoneyBoxInfo, getStaticInfo } = calls(
  'rewards',
  {
    /** GET /rest/free-coins/receive/ — claims the free coins when available. */
    receiveFreeCoins: get('/rest/free-coins/receive/', FreeCoinsData),
    /** GET /rest/deposit-streak/info/ — the player's deposit streak. */
    getDepositStreakInfo: get('/rest/deposit-streak/info/', DepositStreakData),
    /** GET /rest/scratch-card-lottery/get/ — the player's scratch cards. */
    getScratchCardLottery: get('/rest/scratch-card-lottery/get/', ScratchCardLotteryData),
    /** GET /rest/money-box/info/ — the player's money box. */
    getMoneyBoxInfo: get('/rest/money-box/info/', MoneyBoxData),
    /**
     * GET /rest/static-info/cash/ — ADDITION to the platform's calls (docs/product/calls.md#additions-to-the-spec): the
     * product keeps static info entries (deposit-streak skin, magic box, rank league, seasons, scratch card) but names
     * no call for them; the cashier reads them here, in the player's language.
     */
    getStaticInfo: get('/rest/static-info/cash/', StaticInfoData),
  },
);
