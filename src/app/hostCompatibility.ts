import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { version as styledVersion } from 'styled-components';
import { logger } from '@/shared/log';
import { versionFloors, type FlooredPackage } from './versionFloors';

/**
 * Whether the host page gives the cashier what it runs on (README, "Federation config"), checked by the exposes
 * before they render anything: the shared singletons at or above the cashier's floors (versionFloors.ts), and, for
 * CashierApp (which renders in the host's React tree and router), react and react-router-dom shared by the host.
 * When not, one `console.error` line names the package, the version found and the floor, and the cashier renders
 * nothing (no throw: the host page carries on).
 */

/** An entry of a federation share scope (the runtime's `shareScopeMap`: package → version → entry). */
export interface ShareEntry {
  /** The container that provided this copy. */
  from?: string;
  /** The containers that use this copy. */
  useIn?: string[];
}
export type ShareScope = Partial<Record<string, Record<string, ShareEntry>>>;

export interface HostEnvironment {
  /**
   * The versions of the copies the cashier runs with; react-router-dom: `window.__reactRouterVersion`, which
   * react-router sets when it loads (v7: its full version, v6: "6"). Not a string, or unreadable: not checked.
   */
  versions: Record<FlooredPackage, unknown>;
  /** `window.__reactRouterVersion` before the cashier's own react-router copy, if it loads one, set it. */
  routerBeforeCashier: unknown;
  /** The share scope the host initialized the cashier's container with (undefined outside a federation build). */
  shareScope: ShareScope | undefined;
}

/** The container name (webpack.config.ts, remoteContainer.name): `from`/`useIn` of the share scope name it. */
export const CONTAINER_NAME = 'cashier';

type RouterGlobal = typeof globalThis & { __reactRouterVersion?: unknown };
/** Read when this module is evaluated: each expose imports it first, before anything imports react-router-dom. */
const routerBeforeCashier = (globalThis as RouterGlobal).__reactRouterVersion;

/** The webpack runtime of the remote: `S` is the federation share scope map. Absent outside webpack (jest). */
declare const __webpack_require__: { S?: Partial<Record<string, ShareScope>> };

/** 19.2.0 → 19002000, "7" → 7000000; a minor or patch that is no number counts as 0 ("0-rc.1"), a major as NaN. */
const rank = (version: unknown): number => {
  const [major = NaN, minor, patch] = String(version)
    .split('.')
    .map((part) => parseInt(part, 10));
  return (major * 1e3 + (minor || 0)) * 1e3 + (patch || 0);
};

/** The problem to report (one line, without the `[cashier]` prefix), or undefined when the host fits. */
export function hostProblem(
  { versions, routerBeforeCashier: pageRouter, shareScope }: HostEnvironment,
  ownRouter: boolean,
): string | undefined {
  // CashierApp needs the host's own React and, when the page runs a react-router, the host's router: a copy only the
  // cashier uses (`from` and `useIn` the cashier alone) means the host did not share it.
  const unshared = (name: FlooredPackage) =>
    !ownRouter &&
    Object.values(shareScope?.[name] ?? {}).some(
      (entry) => entry.from === CONTAINER_NAME && entry.useIn?.join() === CONTAINER_NAME,
    );
  for (const name of Object.keys(versionFloors) as FlooredPackage[]) {
    const floor = versionFloors[name];
    const found = versions[name];
    const below = found != null && rank(found) < rank(floor);
    if (below || ((name === 'react' || (name === 'react-router-dom' && pageRouter)) && unshared(name))) {
      const what = name === 'react' || name === 'react-dom' ? 'react and react-dom' : name;
      const problem = below ? `${found} is below the cashier's floor ${floor}` : 'is not shared by the host';
      return `${name} ${problem}: share ${what} >= ${floor} (README, "Federation config"); the cashier is not shown.`;
    }
  }
  return undefined;
}

const verdicts: Partial<Record<string, string>> = {};
let reported = false;

/**
 * Whether the cashier may render on this page: false when the host misses a floor or a share, logged once per page
 * (not per render). The verdict is kept, so no later render decides otherwise. `ownRouter`: mount(), which brings
 * its own router (and, on a page without React, its own React): only the versions are checked.
 */
export function hostCompatible(ownRouter = false): boolean {
  const problem = (verdicts[`${ownRouter}`] ??=
    hostProblem(
      {
        versions: {
          react: reactVersion,
          'react-dom': reactDomVersion,
          'react-router-dom': (globalThis as RouterGlobal).__reactRouterVersion,
          'styled-components': styledVersion,
        },
        routerBeforeCashier,
        shareScope: typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.S?.default,
      },
      ownRouter,
    ) ?? '');
  if (problem && !reported) {
    reported = true;
    logger.error(problem);
  }
  return !problem;
}
