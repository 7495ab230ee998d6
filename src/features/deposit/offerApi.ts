import { getPromoOfferConstructor } from '@contracts/api/deposit/promoOffer';
import { baseApi } from '@/shared/api/baseApi';
import { contractQuery } from '@/shared/api/contractEndpoint';
import { KEPT } from './api';

/** The promo offer's call, injected by the offer's chunk only (the package list's chunk does not carry it). */
export const offerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ getPromoOffer: contractQuery(build, getPromoOfferConstructor, KEPT) }),
});

export const { useGetPromoOfferQuery } = offerApi;
