import type { IntentAbout } from '@/shared/money/intentBook';

/** What is bought (a package or a promo offer) with which method: catalogue ids only. */
export type Purchase = {
  presetId: string | null;
  promoOfferPresetId: string | null;
  offerType: string | null;
  methodId: string;
};

// A purchase is kept with its intent as the deposit's `about` (catalogue ids only).
export type PurchaseAbout = Purchase & IntentAbout;

/** The purchase's own fields (a copy: the intent book keeps them as the deposit's `about`). */
export const purchaseOf = ({ presetId, promoOfferPresetId, offerType, methodId }: Purchase): Purchase => ({
  presetId,
  promoOfferPresetId,
  offerType,
  methodId,
});

/** The purchase part of a money POST body (exactly one of presetId or promoOfferPresetId). */
export const bodyTarget = (target: Purchase) => ({
  presetId: target.presetId ?? undefined,
  promoOfferPresetId: target.promoOfferPresetId ?? undefined,
  offerType: target.offerType ?? undefined,
  methodId: target.methodId,
});
