import {
  getCards,
  getLightCash,
  getPromoOfferConstructor,
  type CardsData,
  type CardsQuery,
  type LightCashData,
  type PromoOfferConstructorData,
} from '@contracts/api/deposit/packages';
import { baseApi } from '@/shared/api/baseApi';

/**
 * The calls of the deposit flow's first screen (docs/product/calls.md#deposit): the packages, the promo offer, the quick deposit.
 * The payment step's calls (paymentApi.ts) and the result screens' (resultsApi.ts) are injected by the chunks
 * that use them, so this screen does not download their schemas.
 */
export const depositApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCards: build.query<CardsData, CardsQuery>({
      query: (query) => ({ call: getCards, query }),
    }),
    getPromoOffer: build.query<PromoOfferConstructorData, void>({
      query: () => ({ call: getPromoOfferConstructor }),
    }),
    getLightCash: build.query<LightCashData, void>({
      query: () => ({ call: getLightCash }),
    }),
  }),
});

export const { useGetCardsQuery, useGetPromoOfferQuery, useGetLightCashQuery } = depositApi;
