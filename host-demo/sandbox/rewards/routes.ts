import * as rewards from '../../../contracts/api/rewards';
import type { ScratchCard } from '../../../contracts/api/rewards';
import type { PlayerRecord } from '../account/playerRecord';
import { roundMoney } from '../account/responsiblePlay';
import { handlerFor } from '../handler';
import { mulberry32 } from '../random';
import type { SandboxState } from '../state';
import { toIso } from '../time';

const DAY = 24 * 60 * 60 * 1000;

/** The streak's steps and their rewards; a closed deposit advances the streak by one step. */
export const STREAK_REWARDS = [
  { coins: 5, bonus: 0 },
  { coins: 10, bonus: 1 },
  { coins: 15, bonus: 2 },
  { coins: 20, bonus: 5 },
  { coins: 50, bonus: 10 },
] as const;
/** A deposit of at least this price brings a scratch card. */
export const SCRATCH_CARD_MIN_PRICE = 10;
/** The prizes a card can hold (null: nothing); drawn from a PRNG seeded by the player and the deposit. */
export const SCRATCH_PRIZES = [null, { coins: 1, bonus: 0 }, { coins: 5, bonus: 1 }, { coins: 25, bonus: 5 }] as const;
/** What the money box keeps of each deposit, its capacity and how long after the start it unlocks. */
export const MONEY_BOX = { share: 0.1, capacity: 50, unlockAfter: 7 * DAY } as const;
/** Free coins granted per claim, and the wait before the next claim. */
export const FREE_COINS = { coins: 2, cooldown: 4 * 60 * 60 * 1000 } as const;

/** The player's deposits closed since the rewards started, oldest first. */
const closedDeposits = (state: SandboxState, player: PlayerRecord) =>
  player.transactions
    .filter((tx) => tx.kind === 'deposit' && tx.status === 'closed' && tx.createdAt >= state.rewards.since)
    .reverse();

/** A number from a string (FNV-1a), to seed the prize of one card. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/**
 * One card per qualifying deposit, newest first. Ours (docs/product/rewards.md): the prize is drawn when the card
 * is issued and sent with it; the cashier keeps it covered until the player reveals it.
 */
function cardsOf(state: SandboxState, player: PlayerRecord, now: number): ScratchCard[] {
  return closedDeposits(state, player)
    .filter((tx) => tx.amount >= SCRATCH_CARD_MIN_PRICE)
    .reverse()
    .map((tx) => {
      const prize =
        SCRATCH_PRIZES[Math.floor(mulberry32(seedOf(`${player.id}:${tx.id}`))() * SCRATCH_PRIZES.length)] ?? null;
      const expiresAt = tx.createdAt + 7 * DAY;
      return {
        id: `sc-${tx.id}`,
        status: expiresAt < now ? 'expired' : 'new',
        prize: prize && { ...prize },
        expiresAt: toIso(expiresAt),
      };
    });
}

export const rewardsHandlers = [
  handlerFor(rewards.getDepositStreakInfo).player(({ player, state, now }) => {
    const done = Math.min(closedDeposits(state, player).length, STREAK_REWARDS.length);
    return {
      isActive: true,
      skin: 'winter',
      currentStep: done,
      steps: STREAK_REWARDS.map((reward, index) => ({
        step: index + 1,
        reward: { ...reward },
        completed: index < done,
      })),
      expiresAt: toIso(Math.max(now(), state.rewards.since) + 30 * DAY),
    };
  }),
  handlerFor(rewards.getScratchCardLottery).player(({ player, state, now }) => ({
    cards: cardsOf(state, player, now()),
  })),
  handlerFor(rewards.getMoneyBoxInfo).player(({ player, state, now }) => {
    const saved = closedDeposits(state, player).reduce((sum, tx) => sum + tx.amount * MONEY_BOX.share, 0);
    const amount = Math.min(roundMoney(saved), MONEY_BOX.capacity);
    const unlockAt = state.rewards.since + MONEY_BOX.unlockAfter;
    return {
      isActive: true,
      amount,
      currency: player.currency,
      capacity: MONEY_BOX.capacity,
      canCollect: amount > 0 && now() >= unlockAt,
      unlockAt: toIso(unlockAt),
    };
  }),
  // A claim within the cooldown grants nothing and answers the next time: a repeated request never pays twice.
  handlerFor(rewards.receiveFreeCoins).player(({ player, state, now, log }) => {
    const last = state.rewards.freeCoinsClaimedAt.get(player.id);
    const nextAt = last === undefined ? now() : last + FREE_COINS.cooldown;
    const received = now() >= nextAt;
    if (received) {
      state.rewards.freeCoinsClaimedAt.set(player.id, now());
      player.balance = roundMoney(player.balance + FREE_COINS.coins);
      log({
        level: 'info',
        kind: 'rewards',
        message: `free coins: +${FREE_COINS.coins}, balance now ${player.balance}`,
      });
    } else {
      log({
        level: 'info',
        kind: 'rewards',
        message: `free coins asked again before ${toIso(nextAt)}: nothing granted`,
      });
    }
    return {
      received,
      coins: received ? FREE_COINS.coins : 0,
      nextAvailableAt: toIso(received ? now() + FREE_COINS.cooldown : nextAt),
      balance: { balance: player.balance, winnings: player.winnings, currency: player.currency },
    };
  }),
];
