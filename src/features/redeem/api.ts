import {
  getAvailableRedeemOffers,
  getOutputMethods,
  type OutputMethodsData,
  type RedeemOffersData,
} from '@contracts/api/redeemMethods';
import { baseApi } from '@/shared/api/baseApi';

/**
 * The redeem area's first calls (docs/product/redeem.md): the methods with the redeemable winnings, and the
 * offers. The payout calls are injected by methods/payoutApi.ts, in the forms' chunk, so their schemas stay off
 * the redeem/ first screen (test/size/README.md). A redemption refreshes everything tagged `Redeemable`.
 */
export const redeemApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Redeemable', 'PayoutDestinations'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOutputMethods: build.query<OutputMethodsData, void>({
        query: () => ({ call: getOutputMethods }),
        providesTags: ['Redeemable'],
      }),
      getRedeemOffers: build.query<RedeemOffersData, void>({
        query: () => ({ call: getAvailableRedeemOffers }),
      }),
    }),
  });

export const { useGetOutputMethodsQuery, useGetRedeemOffersQuery } = redeemApi;
