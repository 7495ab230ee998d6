/**
 * The rewards state of the sandbox: when the rewards started (deposits closed since then count for the streak, the
 * money box and the scratch cards, so the seeded history does not) and each player's last free-coins claim.
 */
export interface RewardsState {
  since: number;
  freeCoinsClaimedAt: Map<string, number>;
}

export const createRewardsState = (now: number): RewardsState => ({ since: now, freeCoinsClaimedAt: new Map() });
