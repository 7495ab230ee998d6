/** The promo offer's first screen (docs/product/calls.md#deposit): apart from packages.ts so the package list's chunk does not carry it. */
import * as v from 'valibot';
import { calls, get } from '../factories';
import { Id, inCurrency, IsoDateTime, Titled } from '../common';
import { CardPreset } from './packages';

/** A promo offer built for the player: its presets, type and end. */
export const PromoOffer = v.object({
  ...Titled.entries,
  promoOfferPresetId: Id,
  promoType: v.pipe(v.string(), v.nonEmpty()),
  description: v.nullable(v.string()),
  expiresAt: v.nullable(IsoDateTime),
  presets: v.pipe(v.array(CardPreset), v.minLength(1)),
});
export type PromoOffer = v.InferOutput<typeof PromoOffer>;

/** The promo offer of the player, or null when there is none. */
export const PromoOfferConstructorData = inCurrency({ offer: v.nullable(PromoOffer) });
export type PromoOfferConstructorData = v.InferOutput<typeof PromoOfferConstructorData>;

export const { getPromoOfferConstructor } = calls('deposit', {
  /** GET /rest/cash/input/promo-offer/constructor/ — the player's promo offer (or null). */
  getPromoOfferConstructor: get('/rest/cash/input/promo-offer/constructor/', PromoOfferConstructorData),
});
