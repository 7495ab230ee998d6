import { cashApi } from '@/shared/cash/api';
import type { PrefetchContext } from '@/shared/navigation/manifest';

/**
 * What the deposit's first screen needs before it can show: the player's cash data (the daily limit the package
 * list checks). The shell asks for it on open as well, so RTK Query sends it once.
 *
 * The package list's own calls (getCards, getLightCash, getPromoOffer) are deliberately not started here yet: a
 * prefetched call that fails before the screen subscribes is sent again by RTK Query when the screen mounts (a
 * rejected entry refetches on a new subscription), so the player would never see a one-off failure and a
 * persistent one would cost two requests. Issue [6] moves them here together with a way for the screen to adopt a
 * prefetched failure (docs/architecture.md, "Prefetch").
 */
export function prefetchFirstScreen({ dispatch }: PrefetchContext) {
  dispatch(cashApi.util.prefetch('getAppCash', undefined, {}));
}
