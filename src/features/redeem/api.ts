import { getAvailableRedeemOffers, getOutputMethods } from '@contracts/api/redeemMethods';
import type {
  OutputMethod as RedeemMethod,
  OutputMethodKind as RedeemMethodKind,
  OutputMethodsData as RedeemMethodsData,
} from '@contracts/api/redeemMethods';
import { baseApi } from '@/shared/api/baseApi';
import { contractQuery } from '@/shared/api/contractEndpoint';

// The border: the API's output methods are the player's redemption methods (docs/vocabulary.md).
export type { RedeemMethod, RedeemMethodKind, RedeemMethodsData };

/**
 * The redeem area's first calls (docs/product/redeem.md): the methods with the redeemable winnings, and the
 * offers. The redemption calls are injected by methods/redeemCallsApi.ts, in the forms' chunk, so their schemas stay off
 * the redeem/ first screen (test/size/README.md). A redemption refreshes everything tagged `Redeemable`.
 */
export const redeemApi = baseApi.enhanceEndpoints({ addTagTypes: ['Redeemable', 'Destinations'] }).injectEndpoints({
  endpoints: (build) => ({
    getRedeemMethods: contractQuery(build, getOutputMethods, { providesTags: ['Redeemable'] }),
    getRedeemOffers: contractQuery(build, getAvailableRedeemOffers),
  }),
});

export const { useGetRedeemMethodsQuery, useGetRedeemOffersQuery } = redeemApi;
