/**
 * Route segments of the deposit flow, relative to the cash basename. A preset without an offer type still
 * needs a segment before the method id, so it travels as `-` (never sent to the server).
 */
export const NO_OFFER_TYPE = '-';

export const offerTypeSegment = (offerType: string | null | undefined) => offerType ?? NO_OFFER_TYPE;
export const offerTypeFromSegment = (segment: string | undefined) =>
  segment === undefined || segment === NO_OFFER_TYPE ? undefined : segment;

const seg = (value: string) => encodeURIComponent(value);

export function depositByMoneyPath(presetId?: string, offerType?: string | null, methodId?: string): string {
  if (presetId === undefined) return 'deposit-by-money/';
  const base = `deposit-by-money/${seg(presetId)}/${seg(offerTypeSegment(offerType))}/`;
  return methodId === undefined ? base : `${base}${seg(methodId)}/`;
}

export function failedPath(presetId: string | null, offerType: string | null, methodId: string | null): string {
  if (presetId === null) return 'failed/';
  return `failed/${seg(presetId)}/${seg(offerTypeSegment(offerType))}/${methodId ? `${seg(methodId)}/` : ''}`;
}

/** Where a started deposit waits for the server's verdict (the money kit's `next`). */
export const PENDING_PATH = 'pending/';
