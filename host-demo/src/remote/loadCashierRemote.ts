import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { cashierFirstScreen } from '../../../contracts/host/firstScreen';
import { pickCashierApp, pickEventBus, type CashierModules } from './remoteModules';

export const CASHIER_REMOTE_NAME = 'cashier';

/**
 * A fresh manifest URL per retry: the runtime keys its manifest cache by entry URL, and a CDN or the
 * browser may still hold the failed answer for the plain URL. The runtime strips the query when it
 * derives the remote's public path, so chunk URLs are unaffected.
 */
export function manifestUrlForAttempt(manifestUrl: string, attempt: number): string {
  if (attempt === 0) return manifestUrl;
  const url = new URL(manifestUrl);
  url.searchParams.set('retry', `${attempt}-${Date.now()}`);
  return url.href;
}

/**
 * Registers the cashier remote from its manifest and loads the two modules the shell uses.
 *
 * `force: true` matters on a retry: the runtime otherwise keeps the first registration together with
 * its failed module, its cached manifest and its pending entry-script promise, and every later
 * `loadRemote` would replay the same failure. Forcing drops all of them (and the half-initialised
 * container global) so the attempt really starts from scratch. On the first attempt nothing is
 * registered yet and `force` is a no-op.
 */
export async function loadCashierRemote(manifestUrl: string, attempt: number): Promise<CashierModules> {
  // The cashier's first-screen plugin (README, "Opening fast"): when the manifest arrives on a page opened on a cash
  // route, it starts the first screen's calls and code with the rest of the cashier's code. Registered once per page
  // (the runtime keeps one plugin per name).
  registerPlugins([cashierFirstScreen({ remoteName: CASHIER_REMOTE_NAME })]);
  registerRemotes([{ name: CASHIER_REMOTE_NAME, entry: manifestUrlForAttempt(manifestUrl, attempt) }], {
    force: true,
  });
  const [appModule, eventsModule] = await Promise.all([
    loadRemote<unknown>(`${CASHIER_REMOTE_NAME}/CashierApp`),
    loadRemote<unknown>(`${CASHIER_REMOTE_NAME}/events`),
  ]);
  return { CashierApp: pickCashierApp(appModule), events: pickEventBus(eventsModule) };
}
