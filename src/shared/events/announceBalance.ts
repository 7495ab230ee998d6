import type { PlayerBalance } from '@contracts/api/common';
import { getEventBus } from './bus';

/**
 * Tells the host the player's balance changed (`balance-changed`, contracts/host/events.ts): the one place that
 * emits it (eslint.config.mjs forbids `emit('balance-changed', …)` elsewhere). Each area calls it at the moment its
 * money moved (a purchase paid, winnings paid out or a pay-out cancelled, free coins, a conversion).
 */
export function announceBalance(balance: Pick<PlayerBalance, 'balance' | 'currency'>): void {
  getEventBus().emit('balance-changed', { balance: balance.balance, currency: balance.currency });
}
