import { cashDataPath } from '@/shared/cashier/api';
import type { FeatureManifest } from '@/shared/navigation/manifest';
import { EARLY_PATHS } from './earlyPaths';
import { FIRST_SCREEN_REFRESH_S } from './keep';
import { DEPOSIT_PAYMENT_KEY, depositPaymentReducer } from './pendingPayment';
import { titleMessages } from './titleMessages';

export { EARLY_PATHS };

/** Routes whose first screen is the package list (the flow's first screen, whose English `messages.ts` holds). */
const FIRST_SCREENS = new Set(['deposit', 'depositByMoney', 'depositOffer']);
/** The package → method → card steps: their header follows the step (useStepTitle), starting at the package list. */
const STEP_TITLE = 'cash.title.selectPackage';

/**
 * The deposit area (docs/architecture.md, "The manifest"): the package list, the payment step and the result
 * screens. Each loader names its chunk; the first screen's English and prefetch ride in its chunk ("deposit", or "deposit-offer" for the offer).
 */
export const deposit: FeatureManifest = {
  id: 'deposit',
  // The started payment, in memory (pendingPayment.ts).
  reducers: { [DEPOSIT_PAYMENT_KEY]: depositPaymentReducer },
  routes: [
    // Before depositByMoney: both match deposit-by-money/offer/, and the header looks routes up in this order.
    {
      id: 'depositOffer',
      path: 'deposit-by-money/offer/:promoOfferPresetId?/:promoType?',
      example: 'deposit-by-money/offer/',
      flow: 'deposit',
      title: STEP_TITLE,
      // Its own chunk: the package list's screen is not part of the offer's first screen, nor the offer of theirs.
      screen: () => import(/* webpackChunkName: "deposit-offer" */ './DepositOfferScreen'),
    },
    {
      id: 'depositByMoney',
      path: 'deposit-by-money/:presetId?/:offerType?/:methodId?',
      example: 'deposit-by-money/',
      flow: 'deposit',
      title: STEP_TITLE,
      screen: () => import(/* webpackChunkName: "deposit" */ './DepositScreen'),
    },
    {
      id: 'deposit',
      path: 'deposit/',
      flow: 'deposit',
      title: STEP_TITLE,
      home: true,
      screen: () => import(/* webpackChunkName: "deposit" */ './DepositScreen'),
    },
    {
      id: 'success',
      path: 'success/',
      flow: 'results',
      screen: () => import(/* webpackChunkName: "deposit-success" */ './SuccessScreen'),
      skeleton: 'result',
    },
    {
      id: 'failed',
      path: 'failed/:presetId?/:offerType?/:methodId?',
      example: 'failed/',
      flow: 'results',
      screen: () => import(/* webpackChunkName: "deposit-failed" */ './FailedScreen'),
      skeleton: 'result',
    },
    {
      id: 'pending',
      path: 'pending/',
      flow: 'results',
      screen: () => import(/* webpackChunkName: "deposit-pending" */ './PendingScreen'),
      skeleton: 'result',
    },
    {
      id: 'thankYou',
      path: 'thank-you/',
      flow: 'results',
      screen: () => import(/* webpackChunkName: "deposit-thank-you" */ './ThankYouScreen'),
      skeleton: 'result',
    },
    {
      id: 'questionnaire',
      path: 'questionnaire/',
      flow: 'results',
      screen: () => import(/* webpackChunkName: "deposit-questionnaire" */ './QuestionnaireScreen'),
      skeleton: 'form',
    },
  ],
  titles: titleMessages,
  // The result screens register their own English (resultMessages.ts) in their chunks.
  // The offer route reads them from its own chunk, so it does not fetch the package list's.
  messages: (routeId) => {
    if (!FIRST_SCREENS.has(routeId)) return null;
    const loaded =
      routeId === 'depositOffer'
        ? import(/* webpackChunkName: "deposit-offer" */ './messages')
        : import(/* webpackChunkName: "deposit" */ './messages');
    return loaded.then((module) => module.messages);
  },
  prefetch: (context) => {
    if (!FIRST_SCREENS.has(context.routeId)) return;
    // The first screen's calls start now, in parallel with the chunk; the prefetch below (in the chunk) and the
    // screen take their answers. Paths as in contracts/api/deposit/packages.ts (index.test.ts checks them).
    // Kept answers younger than the refresh age are not asked again (the screen shows them at once). On the idle
    // preload the cash data too: the store stage below then only takes answers already known to be successes, so
    // a session that expires meanwhile is never reported by a preload the player did not ask for.
    const screenPaths =
      context.routeId === 'depositOffer' ? [EARLY_PATHS.offer] : [EARLY_PATHS.packages, EARLY_PATHS.quickDeposit];
    const paths = context.idle ? [...screenPaths, cashDataPath] : screenPaths;
    const answered = context.sendEarly(paths, FIRST_SCREEN_REFRESH_S);
    // On the host's idle preload the player may be signed out: into the store (which tells the host about a 401)
    // only with a session. A chunk that fails to load is the screen's to report (its route boundary offers Try
    // again), not the prefetch's.
    const go = context.idle ? answered : Promise.resolve(true);
    const loaded =
      context.routeId === 'depositOffer'
        ? import(/* webpackChunkName: "deposit-offer" */ './prefetchOffer')
        : import(/* webpackChunkName: "deposit" */ './prefetch');
    Promise.all([loaded, go]).then(
      ([module, signedIn]) => signedIn && module.prefetchFirstScreen(context),
      () => undefined,
    );
  },
};
