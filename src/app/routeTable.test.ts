import { cashRoutes, cashRouteTable, homeRoute } from './routeTable';
import { features } from './features';

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

  it('keeps route ids and paths as they were', () => {
    expect(Object.fromEntries(cashRouteTable.map((route) => [route.id, route.path]))).toEqual({
      depositOffer: 'deposit-by-money/offer/:promoOfferPresetId?/:promoType?',
      depositByMoney: 'deposit-by-money/:presetId?/:offerType?/:methodId?',
      verification: 'verification/',
      account: 'account/',
      history: 'history/',
      winningsToEntries: 'winnings-to-entries/',
      deposit: 'deposit/',
      redeem: 'redeem/',
      success: 'success/',
      redeemSuccess: 'redeem-success/',
      failed: 'failed/:presetId?/:offerType?/:methodId?',
      pending: 'pending/',
      playResponsible: 'play-responsible/',
      thankYou: 'thank-you/',
      questionnaire: 'questionnaire/',
      verificationStatus: 'verification-status/',
    });
  });

  it('declares every route title in its area’s bundled titles', () => {
    for (const route of cashRoutes) expect(route.feature.titles).toHaveProperty([route.title]);
  });
});
