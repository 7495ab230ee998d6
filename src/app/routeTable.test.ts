import { cashRoutes, cashRouteTable, homeRoute } from './routeTable';
import type { CashRoutePath } from '@contracts/host/routes';
import { features } from './features';

/**
 * Every route as it was, by the path a host opens it at (`example`; contracts/host/routes.ts): its id and its path.
 * Keyed by the contract's type, so a path the contract gains or loses fails tsc here, and a route the contract does
 * not name fails the test.
 */
const ROUTES: Record<CashRoutePath, readonly [id: string, path: string]> = {
  'deposit-by-money/offer/': ['depositOffer', 'deposit-by-money/offer/:promoOfferPresetId?/:promoType?'],
  'deposit-by-money/': ['depositByMoney', 'deposit-by-money/:presetId?/:offerType?/:methodId?'],
  'verification/': ['verification', 'verification/:way?'],
  'account/': ['account', 'account/:part?'],
  'history/': ['history', 'history/'],
  'winnings-to-entries/': ['winningsToEntries', 'winnings-to-entries/'],
  'deposit/': ['deposit', 'deposit/'],
  'redeem/': ['redeem', 'redeem/:methodId?'],
  'success/': ['success', 'success/'],
  'redeem-success/': ['redeemSuccess', 'redeem-success/'],
  'failed/': ['failed', 'failed/:presetId?/:offerType?/:methodId?'],
  'pending/': ['pending', 'pending/'],
  'play-responsible/': ['playResponsible', 'play-responsible/'],
  'thank-you/': ['thankYou', 'thank-you/'],
  'questionnaire/': ['questionnaire', 'questionnaire/'],
  'verification-status/': ['verificationStatus', 'verification-status/'],
};

describe('the route table from the manifests', () => {
  it('has every route of every area once, with unique ids and paths', () => {
    const ids = cashRouteTable.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(cashRouteTable.map((route) => route.path)).size).toBe(ids.length);
    expect(ids.length).toBe(features.reduce((count, feature) => count + feature.routes.length, 0));
  });

  it('has exactly one home route, the deposit', () => {
    expect(cashRoutes.filter((route) => route.home)).toEqual([homeRoute]);
    expect(homeRoute.id).toBe('deposit');
  });

  it('fills in the defaults: example = path, title = cash.route.<id>', () => {
    const history = cashRoutes.find((route) => route.id === 'history');
    expect(history).toMatchObject({ path: 'history/', example: 'history/', title: 'cash.route.history' });
  });

  it('keeps route ids and paths as they were, one route for each cash path of the host contract', () => {
    expect(Object.fromEntries(cashRouteTable.map((route) => [route.example, [route.id, route.path]]))).toEqual(ROUTES);
    expect(cashRouteTable).toHaveLength(Object.keys(ROUTES).length);
  });

  it('declares every route title in its area’s bundled titles', () => {
    for (const route of cashRoutes) expect(route.feature.titles).toHaveProperty([route.title]);
  });
});
