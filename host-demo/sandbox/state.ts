import { createDepositState, type DepositState } from './deposit/state';
import type { PlayerRecord } from './account/playerRecord';
import { createInitialPlayers } from './account/players';
import { createRedeemState, type RedeemState } from './redeem/state';
import { createRewardsState, type RewardsState } from './rewards/state';

/**
 * Everything the sandbox platform knows. Feature handlers read and change it in place; a reset replaces it
 * whole. Features that need more (payments in flight, idempotency keys, e-mailed codes) add fields here.
 */
export interface SandboxState {
  players: Map<string, PlayerRecord>;
  /** Payments, idempotency keys, card tokens, vouchers (deposit/state.ts). */
  deposit: DepositState;
  /** Payout destinations and redemptions by idempotency key (redeem/state.ts). */
  redeem: RedeemState;
  /** When the rewards started and the free-coins claims (rewards/state.ts). */
  rewards: RewardsState;
}

export function createInitialState(now: number): SandboxState {
  return {
    players: new Map(createInitialPlayers(now).map((player) => [player.id, player])),
    deposit: createDepositState(now),
    redeem: createRedeemState(),
    rewards: createRewardsState(now),
  };
}
