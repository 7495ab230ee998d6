import type { ComponentType } from 'react';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { features } from './features';
import type { CashRoute } from './routeTable';

// The header titles of every area (gates' too), bundled with the app so a header never shows a raw key while a chunk loads.
for (const feature of features) registerMessages(feature.titles);

/** Screens whose chunk (and English) are in, by route id: rendered directly, with no Suspense fallback. */
const loaded = new Map<string, ComponentType>();
/** Loads in flight or done, by route id; a failed load is dropped so "Try again" fetches again. */
const loading = new Map<string, Promise<ComponentType>>();

/**
 * Starts (once) the route's screen chunk with its area's English for it, registered before the screen first
 * renders. Entering a route calls it at the same moment the overlay opens, not when React renders the screen,
 * and the app calls it on idle for the home route so the host's preload of the remote brings the first screen.
 */
export function preloadScreen(route: CashRoute): Promise<ComponentType> {
  let promise = loading.get(route.id);
  if (!promise) {
    promise = Promise.all([route.screen(), route.feature.messages?.(route.id)]).then(
      ([screen, messages]) => {
        if (messages) registerMessages(messages);
        loaded.set(route.id, screen.default);
        return screen.default;
      },
      (error: unknown) => {
        // webpack itself retries a chunk whose load failed, so a later call may succeed.
        loading.delete(route.id);
        throw error;
      },
    );
    loading.set(route.id, promise);
  }
  return promise;
}

/** The route's screen if its chunk is already in (the same component every time, so it never remounts). */
export function loadedScreen(route: CashRoute): ComponentType | undefined {
  return loaded.get(route.id);
}

/** Runs `task` when the main thread is idle (requestIdleCallback, or a timeout where there is none); returns a cancel. */
export function onIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
