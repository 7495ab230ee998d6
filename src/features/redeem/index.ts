import type { FeatureManifest } from '@/shared/navigation/manifest';
import { REDEEM_PATH } from './redeemPaths';
import { titleMessages } from './titleMessages';

/**
 * The redeem area (docs/architecture.md, "The manifest"; docs/product/redeem.md): the payout methods and their
 * forms, and the result. Each loader names its chunk; the English rides with the screens.
 */
export const redeem: FeatureManifest = {
  id: 'redeem',
  routes: [
    {
      id: 'redeem',
      // The chosen method's form is a step of its own (redeemMethodPath): Back leads to the list.
      path: 'redeem/:methodId?',
      example: 'redeem/',
      flow: 'redeem',
      screen: () => import(/* webpackChunkName: "redeem" */ './RedeemScreen'),
      up: (params) => (params.methodId === undefined ? undefined : REDEEM_PATH),
    },
    {
      id: 'redeemSuccess',
      path: 'redeem-success/',
      flow: 'results',
      screen: () => import(/* webpackChunkName: "redeem-success" */ './RedeemSuccessScreen'),
      skeleton: 'result',
    },
  ],
  titles: titleMessages,
  messages: (routeId) =>
    routeId === 'redeem'
      ? import(/* webpackChunkName: "redeem" */ './messages').then((module) => module.messages)
      : import(/* webpackChunkName: "redeem-success" */ './messages').then((module) => module.messages),
  prefetch: (context) => {
    // Not on the host's idle preload: it could meet a signed-out player, and redeem is not the likely first screen.
    if (context.routeId !== 'redeem' || context.idle) return;
    // A chunk that fails to load is the screen's to report, not the prefetch's.
    import(/* webpackChunkName: "redeem" */ './prefetch').then(
      (module) => module.prefetchRedeem(context),
      () => undefined,
    );
  },
};
