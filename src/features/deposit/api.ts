import { getCards, getLightCash, getPromoOfferConstructor } from '@contracts/api/deposit/packages';
import { baseApi } from '@/shared/api/baseApi';
import { contractQuery } from '@/shared/api/contractEndpoint';
import { FIRST_SCREEN_KEEP_S } from './keep';

export { FIRST_SCREEN_KEEP_S, FIRST_SCREEN_REFRESH_S } from './keep';

/**
 * The calls of the deposit flow's first screen (docs/product/calls.md#deposit): the packages, the promo offer, the quick deposit.
 * The payment step's calls (paymentApi.ts) and the result screens' (resultsApi.ts) are injected by the chunks
 * that use them, so this screen does not download their schemas.
 */
export const depositApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const kept = { keepUnusedDataFor: FIRST_SCREEN_KEEP_S, providesTags: ['AfterPayment' as const] };
    return {
      getCards: contractQuery(build, getCards, kept),
      getPromoOffer: contractQuery(build, getPromoOfferConstructor, kept),
      getLightCash: contractQuery(build, getLightCash, kept),
    };
  },
});

export const { useGetCardsQuery, useGetPromoOfferQuery, useGetLightCashQuery } = depositApi;
