import type { IntentTarget } from '@/shared/payments/paymentIntent';

/** The purchase part of a money POST body (exactly one of presetId or promoOfferPresetId). */
export const bodyTarget = (target: IntentTarget) => ({
  presetId: target.presetId ?? undefined,
  promoOfferPresetId: target.promoOfferPresetId ?? undefined,
  offerType: target.offerType ?? undefined,
  methodId: target.methodId,
});
