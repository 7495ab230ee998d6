/** The deposit flow's first screen: the packages on sale, the promo offer and the quick deposit (docs/product/calls.md#deposit). */
import * as v from 'valibot';
import { calls, get } from '../factories';
import { Amount, Id, inCurrency, PositiveAmount, QueryId, Reward } from '../common';
import { CARD_BRANDS, MaskedCardNumber } from './cards';

/** Offer type of a preset (server-defined word such as `regular` or `special`; part of the deposit route). */
export const OfferType = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'offerType must be 1–64 characters of A–Z, a–z, 0–9, _ or -'),
);
export type OfferType = v.InferOutput<typeof OfferType>;

/** What a purchase costs and grants; `total` is `coins + bonus`, what the player receives. */
export const OrderSummary = v.pipe(
  v.object({
    price: Amount,
    ...Reward.entries,
    total: Amount,
  }),
  v.check(
    (summary) => Math.abs(summary.total - (summary.coins + summary.bonus)) < 1e-6,
    'orderSummary.total must equal coins + bonus',
  ),
);
export type OrderSummary = v.InferOutput<typeof OrderSummary>;

/** One package the player can buy: price in the account currency, the coins and bonus it grants. */
export const CardPreset = v.object({
  id: Id,
  price: PositiveAmount,
  ...Reward.entries,
  /** Badge text such as "Best value"; null when none. */
  label: v.nullable(v.string()),
  offerType: v.nullable(OfferType),
  orderSummary: OrderSummary,
});
export type CardPreset = v.InferOutput<typeof CardPreset>;

/** Which package list to load: for a promo offer preset or around a chosen preset (both optional; strings). */
export const CardsQuery = v.object({
  presetId: v.optional(QueryId),
  promoOfferPresetId: v.optional(QueryId),
});
export type CardsQuery = v.InferOutput<typeof CardsQuery>;

/** The packages on sale and which one is preselected. */
export const CardsData = inCurrency({
  presets: v.array(CardPreset),
  selectedPresetId: v.nullable(Id),
});
export type CardsData = v.InferOutput<typeof CardsData>;

/**
 * ADDITION (docs/product/calls.md#additions-to-the-spec): what the quick deposit will pay with, so it can name
 * it: the method's title, and for a card the saved card the card step will select.
 */
export const LightCashLastMethod = v.object({
  title: v.pipe(v.string(), v.nonEmpty()),
  card: v.nullable(v.object({ brand: v.picklist(CARD_BRANDS), maskedNumber: MaskedCardNumber })),
});
export type LightCashLastMethod = v.InferOutput<typeof LightCashLastMethod>;

/** The quick ("light") deposit: whether it is offered, its presets and the method used last. */
export const LightCashData = inCurrency({
  isAvailable: v.boolean(),
  presets: v.array(CardPreset),
  lastMethodId: v.nullable(Id),
  /** Optional: a server that does not send it gets the unnamed wording ("the payment method you used last"). */
  lastMethod: v.optional(v.nullable(LightCashLastMethod)),
});
export type LightCashData = v.InferOutput<typeof LightCashData>;

export const { getCards, getLightCash } = calls('deposit', {
  /** GET /rest/cash/cards/ — the packages (presets) on sale, optionally for a promo offer preset. */
  getCards: get('/rest/cash/cards/', CardsData, { query: CardsQuery }),
  /** GET /rest/cash/input/light-cash/ — the quick-deposit variant: availability, presets, last used method. */
  getLightCash: get('/rest/cash/input/light-cash/', LightCashData),
});
