import * as rewards from '../../../contracts/api/rewards';
import type { SandboxArea } from '../area';
import { rewardsHandlers } from './routes';
import { REWARDS_ASSETS, staticInfoHandler } from './staticInfo';

/**
 * Rewards: a deposit streak that advances with deposits, seeded scratch cards, a money box that fills with deposits
 * and free coins with a cooldown, and the static info entries with their artwork. The streak's skin is an id the
 * cashier looks up and never shows, so XSS mode makes it a payload to prove it; the entries' titles and texts are
 * shown, so XSS mode makes them payloads too.
 */
export const rewardsArea: SandboxArea = {
  name: 'rewards',
  handlers: [...rewardsHandlers, staticInfoHandler],
  shownText: {
    [rewards.getDepositStreakInfo.id]: ['data.skin'],
    [rewards.getStaticInfo.id]: ['data.entries[].title', 'data.entries[].text'],
  },
  assets: REWARDS_ASSETS,
};
