import type { PrefetchContext } from '@/shared/navigation/manifest';
import { redeemApi } from './api';

/**
 * What redeem/ needs first: the redemption methods with the redeemable winnings, asked while the screen's chunk is
 * still parsing (the same chunk, so no extra download). The offers are extra and start with the screen.
 */
export function prefetchRedeem({ dispatch }: PrefetchContext) {
  dispatch(redeemApi.util.prefetch('getRedeemMethods', undefined, {}));
}
