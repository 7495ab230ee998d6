import { clientNavigate, remoteOrigin, waitForCashierDialog } from '../a11y/navigation';
import { state } from './scenario';
import type { StateScenario } from './types';

/**
 * Shell states of the cashier (no feature owns them) for the generic harnesses, the accessibility sweep first.
 * Feature states (popups, errors, suspended variants) live in each feature's own scenario file.
 */
export const stateScenarios: StateScenario[] = [
  state(
    'shell.not-found',
    'verified',
    '/cash/nowhere/',
    'a cash URL that matches no route: the not-found screen with its link to the deposit screen',
    (page) => waitForCashierDialog(page),
  ),
  state(
    'shell.route-error',
    'verified',
    '/',
    'a route whose chunk fails to load: the recoverable error screen (Try again, Close) inside the overlay',
    async (page) => {
      // The remote becomes unreachable after the host loaded it (a redeploy removed the old chunks): the
      // history screen's chunk cannot load, so the route's error boundary shows its recoverable screen.
      const origin = await remoteOrigin(page);
      await page.route(
        (url) => url.origin === origin,
        (route) => route.abort('connectionrefused'),
      );
      await clientNavigate(page, '/cash/history/');
      await waitForCashierDialog(page);
      await page
        .locator('[data-cashier-root] [role="dialog"] [role="alert"]')
        .first()
        .waitFor({ state: 'visible', timeout: 15_000 });
    },
  ),
];
