import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import { DEFAULT_BASENAME } from '@contracts/host/props';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { registerSlots } from '@/shared/ui/Slot';
import { features } from './features';
import { cashRoutes, type CashRoute } from './routeTable';

// The header titles of every area (gates' too), bundled with the app so a header never shows a raw key while a chunk
// loads; and the parts areas show in each other's screens (docs/architecture.md, "Slots").
for (const feature of features) {
  registerMessages(feature.titles);
  registerSlots(feature.slots);
}

/** A route's screen component, once its chunk (and its area's English) is in. */
type Screen = ComponentType;

interface ScreenLoad {
  promise: Promise<Screen>;
  /** Set when the load has succeeded, so a screen whose chunk is already in renders without suspending. */
  loaded?: Screen;
  /** The same load as a `lazy()` component, for a screen that mounts before its chunk is in. */
  lazy: LazyExoticComponent<Screen>;
}

const loads = new Map<string, ScreenLoad>();

/**
 * Starts (or returns) the download of a route's screen chunk with its area's English, for one attempt: entering a
 * route, the host's idle preload and the render all share it (docs/architecture.md, "Opening fast"). A failed load
 * is not retried under the same attempt: "Try again" asks with the next one (webpack fetches a failed chunk again).
 */
export function loadScreen(route: CashRoute, attempt = 0): ScreenLoad {
  const key = `${route.id}:${attempt}`;
  let load = loads.get(key);
  if (!load) {
    const promise = Promise.all([route.screen(), route.feature.messages?.(route.id)]).then(([module, messages]) => {
      if (messages) registerMessages(messages);
      entry.loaded = module.default;
      return module.default;
    });
    const entry: ScreenLoad = { promise, lazy: lazy(() => promise.then((screen) => ({ default: screen }))) };
    loads.set(key, entry);
    load = entry;
  }
  return load;
}

/** Starts a route's screen chunk without waiting for it; a failure is the render's to report. */
export function preloadScreen(route: CashRoute): void {
  loadScreen(route).promise.catch(() => undefined);
}

/** The route a cash location shows, with its path params (the first match in the manifests' order). */
export function findRoute(
  pathname: string,
  basename: string,
): { route: CashRoute; params: Record<string, string | undefined> } | undefined {
  for (const route of cashRoutes) {
    const match = matchPath({ path: `${basename}/${route.path}`, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

// A cold open by deep link (the page is already on a cash route when the remote's code runs): the screen's chunk
// starts now, in parallel with the first render, not when React reaches the route. Hosts with another basename
// start it on entering instead (docs/architecture.md, "Opening fast").
const early = typeof location === 'undefined' ? undefined : findRoute(location.pathname, DEFAULT_BASENAME);
if (early) preloadScreen(early.route);
