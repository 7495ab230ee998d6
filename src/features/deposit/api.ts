import { getCards, getLightCash, getPromoOfferConstructor } from '@contracts/api/deposit/packages';
import { baseApi } from '@/shared/api/baseApi';
import { contractQuery } from '@/shared/api/contractEndpoint';

/**
 * The calls of the deposit flow's first screen (docs/product/calls.md#deposit): the packages, the promo offer, the quick deposit.
 * The payment step's calls (paymentApi.ts) and the result screens' (resultsApi.ts) are injected by the chunks
 * that use them, so this screen does not download their schemas.
 */
export const depositApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCards: contractQuery(build, getCards),
    getPromoOffer: contractQuery(build, getPromoOfferConstructor),
    getLightCash: contractQuery(build, getLightCash),
  }),
});

export const { useGetCardsQuery, useGetPromoOfferQuery, useGetLightCashQuery } = depositApi;
