import { getCards, getLightCash } from '@contracts/api/deposit/packages';
import { baseApi } from '@/shared/api/baseApi';
import { contractQuery } from '@/shared/api/contractEndpoint';

/**
 * How long the first screen's answers stay once no screen shows them: a re-open within minutes shows them at once
 * and refreshes them in the background (docs/architecture.md, "Opening fast"). A settled payment, `re-init-data`
 * and sign-out drop them sooner.
 */
export const FIRST_SCREEN_KEEP_S = 5 * 60;
/** A re-opened screen refreshes answers older than this (seconds) in the background, showing the kept ones meanwhile. */
export const FIRST_SCREEN_REFRESH_S = 30;

/** First-screen answers are kept for minutes and dropped after a payment (the AfterPayment tag). */
export const KEPT = { keepUnusedDataFor: FIRST_SCREEN_KEEP_S, providesTags: ['AfterPayment' as const] };

/**
 * The calls of the package list (docs/product/calls.md#deposit): the packages and the quick deposit. The promo
 * offer's (offerApi.ts), the payment step's (paymentApi.ts) and the result screens' (resultsApi.ts) are injected by
 * the chunks that use them, so this screen does not download their schemas.
 */
export const depositApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCards: contractQuery(build, getCards, KEPT),
    getLightCash: contractQuery(build, getLightCash, KEPT),
  }),
});

export const { useGetCardsQuery, useGetLightCashQuery } = depositApi;
