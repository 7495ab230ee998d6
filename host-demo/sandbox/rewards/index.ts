import * as rewards from '../../../contracts/api/rewards';
import type { SandboxArea } from '../area';
import { rewardsHandlers } from './routes';

/**
 * Rewards: a deposit streak that advances with deposits, seeded scratch cards, a money box that fills with deposits
 * and free coins with a cooldown. The one free-text string is the streak's skin: the cashier looks its artwork up
 * by id (an unknown one falls back to the classic skin) and never shows it, so XSS mode makes it a payload to prove it.
 */
export const rewardsArea: SandboxArea = {
  name: 'rewards',
  handlers: rewardsHandlers,
  shownText: { [rewards.getDepositStreakInfo.id]: ['data.skin'] },
};
