import * as v from 'valibot';
import { calls, get, post } from './factories';
import { HttpUrl, Id, inCurrency, listOf, PositiveAmount } from './common';
import { FormField } from './forms';

/** The gift-card account name shown to players (docs/product/constants.md#gift-card-name). */
export const GIFT_CARD_NAME = 'Amazon Cash';

/** The gift-card confirmation flag after confirming. */
export const ConfirmAmazonData = v.object({
  isConfirmedRedemptionToAmazonGiftCard: v.boolean(),
});
export type ConfirmAmazonData = v.InferOutput<typeof ConfirmAmazonData>;

/** One price a gift-card product is sold at. */
export const PaynupPreset = v.object({
  id: Id,
  price: PositiveAmount,
});
export type PaynupPreset = v.InferOutput<typeof PaynupPreset>;

/** One gift-card product; the price options shown are the presets of the enabled products. */
export const PaynupProduct = v.object({
  id: Id,
  name: v.pipe(v.string(), v.nonEmpty()),
  logoUrl: HttpUrl,
  imageBig: v.nullable(HttpUrl),
  imageSmall: v.nullable(HttpUrl),
  imageRedeem: v.nullable(HttpUrl),
  enabled: v.boolean(),
  presets: v.array(PaynupPreset),
});
export type PaynupProduct = v.InferOutput<typeof PaynupProduct>;

/** The gift-card provider catalogue: carrier and products. */
export const PaynupCatalogueData = inCurrency({
  carrierId: Id,
  products: v.array(PaynupProduct),
});
export type PaynupCatalogueData = v.InferOutput<typeof PaynupCatalogueData>;

/** The one query the cashier sends to `/paynup/`: the inputs a product asks for. */
export const PAYNUP_PRODUCT_INPUTS_QUERY =
  'query ProductInputs($carrierId: ID!, $productId: ID!) { productInputs(carrierId: $carrierId, productId: $productId) { name type required label rules { type maxlength minlength min max pattern } } }';

/** A GraphQL-style JSON scalar for variables. */
const VariableValue = v.union([v.string(), v.number(), v.boolean(), v.null()]);

/** A GraphQL-style request: query text plus variables (for the product inputs: `carrierId`, `productId`). */
export const PaynupQueryBody = v.strictObject({
  query: v.pipe(v.string(), v.nonEmpty(), v.maxLength(10_000)),
  variables: v.record(v.string(), VariableValue),
});
export type PaynupQueryBody = v.InferOutput<typeof PaynupQueryBody>;

/** The inputs a gift-card product asks for, with their server-supplied rules. */
export const PaynupQueryData = listOf('productInputs', FormField);
export type PaynupQueryData = v.InferOutput<typeof PaynupQueryData>;

export const { confirmAmazonGiftCard, getPaynupProducts, queryPaynup } = calls('paynup', {
  /** POST /rest/payments/paynup/confirm/amazon/ — the player confirms redemptions to the Amazon Cash gift-card account. */
  confirmAmazonGiftCard: post('/rest/payments/paynup/confirm/amazon/', undefined, ConfirmAmazonData),
  /** GET /payments/paynup/product/ — the gift-card catalogue: carrier id, products with images and presets. */
  getPaynupProducts: get('/payments/paynup/product/', PaynupCatalogueData),
  /** POST /paynup/ — GraphQL-style query for a gift-card product's inputs (name, type, required, label, rules). */
  queryPaynup: post('/paynup/', PaynupQueryBody, PaynupQueryData),
});
