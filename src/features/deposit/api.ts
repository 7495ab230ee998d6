import { getCards, getLightCash } from '@contracts/api/deposit/packages';
import { baseApi } from '@/shared/api/baseApi';
import { contractQuery } from '@/shared/api/contractEndpoint';
import { FIRST_SCREEN_KEEP_S } from './keep';

export { FIRST_SCREEN_KEEP_S, FIRST_SCREEN_REFRESH_S } from './keep';

/** First-screen answers are kept for minutes and dropped after a payment (the AfterPayment tag). */
export const KEPT = { keepUnusedDataFor: FIRST_SCREEN_KEEP_S, providesTags: ['AfterPayment' as const] };

/**
 * The calls of the package list (docs/product/calls.md#deposit): the packages and the quick deposit. The promo
 * offer's (offerApi.ts), the payment step's (paymentApi.ts) and the result screens' (resultsApi.ts) are injected by
 * the chunks that use them, so this screen does not download their schemas.
 */
export const depositApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPackages: contractQuery(build, getCards, KEPT),
    getQuickDeposit: contractQuery(build, getLightCash, KEPT),
  }),
});

export const { useGetPackagesQuery, useGetQuickDepositQuery } = depositApi;

/** The answers' types in the player's words (docs/vocabulary.md): the API says cards, presets and light cash. */
export type {
  CardPreset as Package,
  LightCashData as QuickDepositData,
  LightCashLastMethod as QuickDepositLastMethod,
} from '@contracts/api/deposit';
