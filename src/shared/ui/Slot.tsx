import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenLoader } from '@/shared/navigation/manifest';
import { ErrorBoundary } from './ErrorBoundary';

/*
 * Slots (docs/architecture.md, "Slots"): a place in one area's screen where another area shows a lazy part
 * without either importing the other. Areas declare `slots` in their manifests; the app registers them here.
 */
const parts = new Map<string, LazyExoticComponent<ComponentType>>();

/** Registers the slot parts of one area (the app calls it for every manifest); each loads on first render. */
export function registerSlots(slots: Readonly<Record<string, ScreenLoader>> = {}): void {
  for (const [name, loader] of Object.entries(slots)) parts.set(name, lazy(loader));
}

/**
 * The part registered under `name`: nothing while it loads, when none is registered, or when its chunk fails or it
 * throws (logged by the boundary): a slot never breaks the screen around it.
 */
export function Slot({ name }: { name: string }) {
  const Part = parts.get(name);
  return Part ? (
    <ErrorBoundary fallback={null} name={`slot:${name}`}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}
