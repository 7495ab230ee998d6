import type { FeatureGate, FeatureManifest, FeatureRoute } from '@/shared/navigation/manifest';
import { features } from './features';

/**
 * The cash route table: every child route under the basename, from the areas' manifests (app/features.ts).
 * Plain data and lazy loaders, no React, so the proof harness (size, bench, a11y sweep, fault matrix) reads it in Node.
 */
export interface CashRouteEntry {
  /** Stable id; also names the route in tests and reports. */
  id: CashRouteId;
  /** Path relative to the basename, react-router syntax (`:param?` is optional). */
  path: string;
  /** A concrete URL (relative to the basename) that opens this route, for tests and demo links. */
  example: string;
  /** Which flow's chunk the screen belongs to. */
  flow: string;
}

export type CashRouteId = string;

/** A route with its defaults filled in and the manifest it comes from. */
export interface CashRoute extends FeatureRoute {
  example: string;
  title: string;
  feature: FeatureManifest;
}

export const cashRoutes: readonly CashRoute[] = features.flatMap((feature) =>
  feature.routes.map((route) => ({ example: route.path, title: `cash.route.${route.id}`, ...route, feature })),
);

export const cashRouteTable: readonly CashRouteEntry[] = cashRoutes.map(({ id, path, example, flow }) => ({
  id,
  path,
  example,
  flow,
}));

/** Every area's gate, in the manifests' order: the first one whose condition holds takes the cash area over. */
export const cashGates: readonly FeatureGate[] = features.flatMap((feature) => (feature.gate ? [feature.gate] : []));

/** Where the bare basename leads: the route a manifest marks `home` (routeTable.test.ts: exactly one, so never the fallback). */
export const homeRoute = (cashRoutes.find((route) => route.home) ?? cashRoutes[0]) as CashRoute;

/** `/cash` + `history/` → `/cash/history/`; tolerant of missing or doubled slashes. */
export function cashPath(basename: string, relative = ''): string {
  const base = `/${basename.replace(/^\/+|\/+$/g, '')}`;
  return relative ? `${base}/${relative.replace(/^\/+/, '')}` : `${base}/`;
}

/** docs/product/routes.md#the-cash-area: the overlay shows whenever the path is inside the cash area (the basename segment). */
export function isCashLocation(pathname: string, basename: string): boolean {
  const base = `/${basename.replace(/^\/+|\/+$/g, '')}`;
  return pathname === base || pathname.startsWith(`${base}/`);
}
