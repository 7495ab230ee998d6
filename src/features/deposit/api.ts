import {
  getCards,
  getLightCash,
  getPromoOfferConstructor,
  type CardsData,
  type CardsQuery,
  type LightCashData,
  type PromoOfferConstructorData,
} from '@contracts/api/deposit/packages';
import { baseApi, KEEP_FIRST_SCREEN_S } from '@/shared/api/baseApi';

/**
 * The calls of the deposit flow's first screen (docs/product/calls.md#deposit): the packages, the promo offer, the quick deposit.
 * The payment step's calls (paymentApi.ts) and the result screens' (resultsApi.ts) are injected by the chunks
 * that use them, so this screen does not download their schemas. Kept across opens (KEEP_FIRST_SCREEN_S): a
 * re-open shows them at once while the prefetch refreshes them; a payment (`balance-changed`), re-init-data
 * and a logout drop them (src/app/store.ts).
 */
export const depositApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCards: build.query<CardsData, CardsQuery>({
      query: (query) => ({ call: getCards, query }),
      providesTags: ['Payments'],
      keepUnusedDataFor: KEEP_FIRST_SCREEN_S,
    }),
    getPromoOffer: build.query<PromoOfferConstructorData, void>({
      query: () => ({ call: getPromoOfferConstructor }),
      providesTags: ['Payments'],
      keepUnusedDataFor: KEEP_FIRST_SCREEN_S,
    }),
    getLightCash: build.query<LightCashData, void>({
      query: () => ({ call: getLightCash }),
      providesTags: ['Payments'],
      keepUnusedDataFor: KEEP_FIRST_SCREEN_S,
    }),
  }),
});

export const { useGetCardsQuery, useGetPromoOfferQuery, useGetLightCashQuery } = depositApi;
