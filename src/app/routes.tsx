import { matchPath } from 'react-router-dom';
import { DEFAULT_BASENAME } from '@contracts/host/props';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { lazyPart, lazyPartById } from '@/shared/lazy/lazyPart';
import { laterTask } from '@/shared/perf/laterTask';
import { registerSlots } from '@/shared/ui/Slot';
import { features } from './features';
import { Loading } from './Loading';
import { cashRoutes, type CashRoute } from './routeTable';

// The header titles of every area (gates' too), bundled with the app so a header never shows a raw key while a chunk
// loads; and the parts areas show in each other's screens (docs/architecture.md, "Slots").
for (const feature of features) {
  registerMessages(feature.titles);
  registerSlots(feature.slots);
}

/**
 * A route's screen as a lazy part (docs/architecture.md, "Lazy parts"): its chunk with its area's English, registered
 * before the screen renders. One per route, so entering a route, the host's idle preload and the render share one
 * load (docs/architecture.md, "Opening fast"); a failed load is asked again by the next preload or by the route
 * boundary's Try again.
 */
export const screenPart = lazyPartById((route: CashRoute) =>
  lazyPart<object>(
    () =>
      Promise.all([route.screen(), route.feature.messages?.(route.id)]).then(([module, messages]) => {
        if (messages) registerMessages(messages);
        return module.default;
      }),
    <Loading shape={route.skeleton} />,
  ),
);

/** Starts a route's screen chunk without waiting for it; a failure is the render's to report. */
export function preloadScreen(route: CashRoute): void {
  screenPart(route)
    .preload()
    .catch(() => undefined);
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
// starts in the next task, in parallel with the first render, not when React reaches the route. The match (5 ms at
// 4× CPU) and the chunk's start are not in the task that evaluates the shell, the longest of the open.
// Hosts with another basename start it on entering instead (docs/architecture.md, "Opening fast").
if (typeof location !== 'undefined') {
  void laterTask().then(() => {
    const early = findRoute(location.pathname, DEFAULT_BASENAME);
    if (early) preloadScreen(early.route);
  });
}
