import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { registerSlots } from '@/shared/ui/Slot';
import { features } from './features';
import type { CashRoute } from './routeTable';

// The header titles of every area (gates' too), bundled with the app so a header never shows a raw key while a chunk
// loads; and the parts areas show in each other's screens (docs/architecture.md, "Slots").
for (const feature of features) {
  registerMessages(feature.titles);
  registerSlots(feature.slots);
}

/** The route's screen with its area's English for it (registered before the screen first renders). */
const loadScreen = (route: CashRoute) => () =>
  Promise.all([route.screen(), route.feature.messages?.(route.id)]).then(([screen, messages]) => {
    if (messages) registerMessages(messages);
    return screen;
  });

/**
 * A lazy component per attempt: React caches a rejected lazy import forever, so "Try again" after a chunk
 * failed to load needs a fresh one (webpack itself retries a chunk whose load failed).
 */
export function lazyScreen(route: CashRoute, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${route.id}:${attempt}`;
  let screen = lazyCache.get(key);
  if (!screen) {
    screen = lazy(loadScreen(route));
    lazyCache.set(key, screen);
  }
  return screen;
}

const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();
