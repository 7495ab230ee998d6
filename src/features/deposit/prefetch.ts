import { cashierApi } from '@/shared/cashier/api';
import type { PrefetchContext } from '@/shared/navigation/manifest';
import { depositApi, FIRST_SCREEN_REFRESH_S } from './api';

/**
 * What the deposit's first screen needs, started when the player enters the area, in parallel with the screen's
 * chunk (docs/architecture.md, "Opening fast"): the cash data (the daily limit the package list checks), the
 * packages and the quick deposit (prefetchOffer.ts has the offer route's). Kept answers younger than
 * FIRST_SCREEN_REFRESH_S are used as they are. The screen subscribes to the same cache entries, so each call is sent
 * once; the package list adopts a packages failure the prefetch met before it mounted (DepositScreen.tsx).
 */
export function prefetchFirstScreen({ dispatch }: PrefetchContext) {
  const fresh = { ifOlderThan: FIRST_SCREEN_REFRESH_S };
  dispatch(cashierApi.util.prefetch('getCashData', undefined, {}));
  dispatch(depositApi.util.prefetch('getPackages', {}, fresh));
  dispatch(depositApi.util.prefetch('getQuickDeposit', undefined, fresh));
}
