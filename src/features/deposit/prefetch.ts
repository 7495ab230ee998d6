import { FIRST_SCREEN_FRESH_S } from '@/shared/api/baseApi';
import { trackPrefetch } from '@/shared/api/prefetched';
import { cashApi } from '@/shared/cash/api';
import type { PrefetchContext } from '@/shared/navigation/manifest';
import { depositApi } from './api';

/**
 * What the deposit's first screen needs, started on entering in parallel with the screen's chunk (this module is
 * bundled with the app, not in the chunk: index.ts imports it eagerly). The player's cash data (the daily limit the
 * package list checks; the shell asks for it on open as well, so RTK Query sends it once), then the package list's
 * packages and quick deposit, or the offer route's offer. A prefetch that fails before the screen subscribes is
 * adopted by the screen (useAdoptedFailure, docs/architecture.md "Prefetch"): shown, not sent again on its own.
 */
/** Data kept from an earlier open is shown at once; older than a few seconds, it is refreshed in the background. */
const refresh = { subscribe: false, forceRefetch: FIRST_SCREEN_FRESH_S } as const;

export function prefetchFirstScreen({ dispatch, routeId, params }: PrefetchContext) {
  dispatch(cashApi.util.prefetch('getAppCash', undefined, {}));
  if (routeId === 'depositOffer') {
    trackPrefetch(dispatch(depositApi.endpoints.getPromoOffer.initiate(undefined, refresh)));
    return;
  }
  // A deep link that names a package opens at the payment step, not the package list.
  if (params.presetId) return;
  trackPrefetch(dispatch(depositApi.endpoints.getCards.initiate({}, refresh)));
  trackPrefetch(dispatch(depositApi.endpoints.getLightCash.initiate(undefined, refresh)));
}
