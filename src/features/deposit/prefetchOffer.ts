import { cashierApi } from '@/shared/cashier/api';
import type { PrefetchContext } from '@/shared/navigation/manifest';
import { FIRST_SCREEN_REFRESH_S } from './api';
import { offerApi } from './offerApi';

/** The offer route's first screen: the cash data and the promo offer, started on entering (as prefetch.ts does for the package list). */
export function prefetchFirstScreen({ dispatch }: PrefetchContext) {
  dispatch(cashierApi.util.prefetch('getCashData', undefined, {}));
  dispatch(offerApi.util.prefetch('getPromoOffer', undefined, { ifOlderThan: FIRST_SCREEN_REFRESH_S }));
}
