/**
 * The cash route table (spec §2): every child route under the basename, with its optional params.
 * Plain data, no React, so the proof harness (fault matrix, a11y sweep) can read it in Node.
 * `issue` names the tracker issue that delivers the screen while it is still a placeholder.
 */
export interface CashRouteEntry {
  /** Stable id; also the name of the lazily loaded screen in routes.tsx. */
  id: CashRouteId;
  /** Path relative to the basename, react-router syntax (`:param?` is optional). */
  path: string;
  /** A concrete URL (relative to the basename) that opens this route, for tests and demo links. */
  example: string;
  /** Which flow's chunk the screen belongs to. */
  flow: 'deposit' | 'redeem' | 'history' | 'account' | 'verification' | 'responsible-play' | 'results' | 'winnings';
}

export type CashRouteId =
  | 'depositOffer'
  | 'depositByMoney'
  | 'verification'
  | 'account'
  | 'history'
  | 'winningsToEntries'
  | 'deposit'
  | 'redeem'
  | 'success'
  | 'redeemSuccess'
  | 'failed'
  | 'pending'
  | 'playResponsible'
  | 'thankYou'
  | 'questionnaire'
  | 'verificationStatus';

export const cashRouteTable: readonly CashRouteEntry[] = [
  { id: 'depositOffer', path: 'deposit-by-money/offer/:promoOfferPresetId?/:promoType?', example: 'deposit-by-money/offer/', flow: 'deposit' },
  { id: 'depositByMoney', path: 'deposit-by-money/:presetId?/:offerType?/:methodId?', example: 'deposit-by-money/', flow: 'deposit' },
  { id: 'verification', path: 'verification/', example: 'verification/', flow: 'verification' },
  { id: 'account', path: 'account/', example: 'account/', flow: 'account' },
  { id: 'history', path: 'history/', example: 'history/', flow: 'history' },
  { id: 'winningsToEntries', path: 'winnings-to-entries/', example: 'winnings-to-entries/', flow: 'winnings' },
  { id: 'deposit', path: 'deposit/', example: 'deposit/', flow: 'deposit' },
  { id: 'redeem', path: 'redeem/', example: 'redeem/', flow: 'redeem' },
  { id: 'success', path: 'success/', example: 'success/', flow: 'results' },
  { id: 'redeemSuccess', path: 'redeem-success/', example: 'redeem-success/', flow: 'results' },
  { id: 'failed', path: 'failed/:presetId?/:offerType?/:methodId?', example: 'failed/', flow: 'results' },
  { id: 'pending', path: 'pending/', example: 'pending/', flow: 'results' },
  { id: 'playResponsible', path: 'play-responsible/', example: 'play-responsible/', flow: 'responsible-play' },
  { id: 'thankYou', path: 'thank-you/', example: 'thank-you/', flow: 'results' },
  { id: 'questionnaire', path: 'questionnaire/', example: 'questionnaire/', flow: 'results' },
  { id: 'verificationStatus', path: 'verification-status/', example: 'verification-status/', flow: 'verification' },
];

/** `/cash` + `history/` → `/cash/history/`; tolerant of missing or doubled slashes. */
export function cashPath(basename: string, relative = ''): string {
  const base = `/${basename.replace(/^\/+|\/+$/g, '')}`;
  return relative ? `${base}/${relative.replace(/^\/+/, '')}` : `${base}/`;
}

/** Spec §2: the overlay shows whenever the path is inside the cash area (the basename segment). */
export function isCashLocation(pathname: string, basename: string): boolean {
  const base = `/${basename.replace(/^\/+|\/+$/g, '')}`;
  return pathname === base || pathname.startsWith(`${base}/`);
}
