import type { ComponentType } from 'react';
import { lazyPart } from '@/shared/lazy/lazyPart';
import type { ScreenLoader } from '@/shared/navigation/manifest';
import { ErrorBoundary } from './ErrorBoundary';

/*
 * Slots (docs/architecture.md, "Slots"): a place in one area's screen where another area shows a lazy part
 * without either importing the other. Areas declare `slots` in their manifests; the app registers them here.
 */
const parts = new Map<string, ComponentType>();

/** Registers the slot parts of one area (the app calls it for every manifest); each loads on first render. */
export function registerSlots(slots: Readonly<Record<string, ScreenLoader>> = {}): void {
  for (const [name, loader] of Object.entries(slots)) {
    parts.set(name, lazyPart(() => loader().then((module) => module.default)).Part);
  }
}

/**
 * The part registered under `name`: nothing while it loads, when none is registered, or when its chunk fails or it
 * throws (logged by the boundary): a slot never breaks the screen around it.
 */
export function Slot({ name }: { name: string }) {
  const Part = parts.get(name);
  return Part ? (
    <ErrorBoundary fallback={null} name={`slot:${name}`}>
      <Part />
    </ErrorBoundary>
  ) : null;
}
