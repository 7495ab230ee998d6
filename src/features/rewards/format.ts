import type { Reward } from '@contracts/api/common';
import { formatCoins } from '@/shared/format/money';
import type { Translate } from '@/shared/i18n/translate';

/**
 * A reward in words from the message `base` and its variants: `…One` for a single coin, `…Bonus` when there is a
 * bonus (never "1 coins" nor "and 0 bonus").
 */
export const rewardText = (t: Translate, base: string, reward: Reward) =>
  t(`${base}${reward.coins === 1 ? 'One' : ''}${reward.bonus > 0 ? 'Bonus' : ''}`, {
    coins: formatCoins(reward.coins),
    bonus: formatCoins(reward.bonus),
  });
