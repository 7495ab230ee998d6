import {
  getPaynupProducts,
  PAYNUP_PRODUCT_INPUTS_QUERY,
  queryPaynup,
  type PaynupProduct as GiftCardProduct,
  type PaynupQueryData as GiftCardInputsData,
} from '@contracts/api/paynup';
import { redeemApi } from '@/features/redeem/api';
import { contractQuery } from '@/shared/api/contractEndpoint';

// The border: Paynup (the API's gift-card provider) serves the gift-card catalogue (docs/vocabulary.md).
export type { GiftCardInputsData, GiftCardProduct };

/** Which gift card's inputs to ask for. */
export interface GiftCardInputsArgs {
  carrierId: string;
  productId: string;
}

/**
 * The gift-card catalogue calls (docs/product/redeem.md#gift-card-catalogue), injected with the gift-card form's
 * chunk so neither schemas nor endpoints ride on the redeem/ first screen. The inputs query is read-only: a query
 * endpoint, cached per product.
 */
export const giftCardApi = redeemApi.injectEndpoints({
  endpoints: (build) => ({
    getGiftCardCatalogue: contractQuery(build, getPaynupProducts),
    getGiftCardInputs: build.query<GiftCardInputsData, GiftCardInputsArgs>({
      query: ({ carrierId, productId }) => ({
        call: queryPaynup,
        body: { query: PAYNUP_PRODUCT_INPUTS_QUERY, variables: { carrierId, productId } },
      }),
    }),
  }),
});

export const { useGetGiftCardCatalogueQuery, useGetGiftCardInputsQuery } = giftCardApi;
