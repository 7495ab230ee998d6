import { getAvailableRedeemOffers, getOutputMethods } from '@contracts/api/redeemMethods';
import { baseApi } from '@/shared/api/baseApi';
import { contractQuery } from '@/shared/api/contractEndpoint';

/**
 * The redeem area's first calls (docs/product/redeem.md): the methods with the redeemable winnings, and the
 * offers. The payout calls are injected by methods/payoutApi.ts, in the forms' chunk, so their schemas stay off
 * the redeem/ first screen (test/size/README.md). A redemption refreshes everything tagged `Redeemable`.
 */
export const redeemApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Redeemable', 'PayoutDestinations'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOutputMethods: contractQuery(build, getOutputMethods, { providesTags: ['Redeemable'] }),
      getRedeemOffers: contractQuery(build, getAvailableRedeemOffers),
    }),
  });

export const { useGetOutputMethodsQuery, useGetRedeemOffersQuery } = redeemApi;
