import type { FormField } from '@contracts/api/forms';
import type { GiftCardProduct } from './giftCardApi';

/** A gift card the player can choose: an enabled product with the price options built from its presets. */
export interface GiftCardChoice {
  id: string;
  name: string;
  logoUrl: string;
  image: string | null;
  prices: { id: string; price: number }[];
}

/**
 * The choices of the catalogue (docs/product/redeem.md#gift-card-catalogue): only enabled products, and of those
 * only the ones with at least one price option (ours: a card without a price cannot be redeemed to, so it is not
 * offered). Price options keep the server's order.
 */
export function giftCardChoices(products: readonly GiftCardProduct[]): GiftCardChoice[] {
  return products
    .filter((product) => product.enabled && product.presets.length > 0)
    .map((product) => ({
      id: product.id,
      name: product.name,
      logoUrl: product.logoUrl,
      image: product.imageRedeem ?? product.imageBig ?? product.imageSmall,
      prices: product.presets.map((preset) => ({ id: preset.id, price: preset.price })),
    }));
}

/** The fields of the form: the method's detail fields, then the product's inputs (a product input replaces a detail field of the same name). */
export function mergeFields(details: readonly FormField[], inputs: readonly FormField[]): FormField[] {
  const names = new Set(inputs.map((field) => field.name));
  return [...details.filter((field) => !names.has(field.name)), ...inputs];
}
