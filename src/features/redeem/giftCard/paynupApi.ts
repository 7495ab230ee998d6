import {
  getPaynupProducts,
  PAYNUP_PRODUCT_INPUTS_QUERY,
  queryPaynup,
  type PaynupQueryData,
} from '@contracts/api/paynup';
import { redeemApi } from '@/features/redeem/api';
import { contractQuery } from '@/shared/api/contractEndpoint';

/** Which product's inputs to ask for. */
export interface ProductInputsArgs {
  carrierId: string;
  productId: string;
}

/**
 * The gift-card catalogue calls (docs/product/redeem.md#gift-card-catalogue), injected with the gift-card form's
 * chunk so neither schemas nor endpoints ride on the redeem/ first screen. The inputs query is read-only: a query
 * endpoint, cached per product.
 */
export const paynupApi = redeemApi.injectEndpoints({
  endpoints: (build) => ({
    getPaynupProducts: contractQuery(build, getPaynupProducts),
    getPaynupProductInputs: build.query<PaynupQueryData, ProductInputsArgs>({
      query: ({ carrierId, productId }) => ({
        call: queryPaynup,
        body: { query: PAYNUP_PRODUCT_INPUTS_QUERY, variables: { carrierId, productId } },
      }),
    }),
  }),
});

export const { useGetPaynupProductsQuery, useGetPaynupProductInputsQuery } = paynupApi;
