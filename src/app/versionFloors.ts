/**
 * The oldest version of each shared singleton the cashier runs on: the first release with every API of it the
 * cashier uses (README, "Federation config"). One source for the remote's advertised `requiredVersion`s
 * (webpack.config.ts: `^<floor>`), the host runtime check (hostCompatibility.ts), `@cashier/host-contracts`' peer
 * dependencies and the README's example host; test/docs/versionFloors.test.ts fails when one of them drifts.
 *
 * - react, react-dom 19.2.0: `<Activity>` (the warm-up, CashierRoutes.tsx) and `useEffectEvent` (useCashierLifecycle.ts)
 *   are stable from 19.2.0; react-dom runs only with the react of its own version.
 * - react-router-dom 7.0.0: what the cashier uses (BrowserRouter, Routes/Route/Navigate/Link, matchPath, the
 *   location/navigate hooks, useInRouterContext) is all in 7.0.0; v7 is the major it is built and tested with (v6
 *   hosts: navigations are not transitions there, and `navigate` returns nothing).
 * - styled-components 6.4.0: StyleSheetManager's `nonce` prop (the `nonce` prop of CashierApp, for a strict CSP)
 *   is new in 6.4.0; its `target` (an element or a ShadowRoot) and `disableCSSOMInjection` are older.
 */
export const versionFloors = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  'react-router-dom': '7.0.0',
  'styled-components': '6.4.0',
} as const;

export type FlooredPackage = keyof typeof versionFloors;
