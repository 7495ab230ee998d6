import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { ScreenLoader } from '@/shared/navigation/manifest';

/*
 * Slots (docs/architecture.md, "Slots"): a place in one area's screen where another area shows a lazy part
 * without either importing the other. Areas declare `slots` in their manifests; the app registers them here.
 */
const loaders = new Map<string, ScreenLoader>();
const parts = new Map<string, LazyExoticComponent<ComponentType>>();

/** Registers the slot parts of one area (the app calls it for every manifest). */
export function registerSlots(slots: Readonly<Record<string, ScreenLoader>> = {}): void {
  for (const [name, loader] of Object.entries(slots)) loaders.set(name, loader);
}

/** Renders nothing when its part throws or its chunk fails: a slot never breaks the screen around it. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The part registered under `name`, loaded lazily; nothing while it loads, when none is registered or when it fails. */
export function Slot({ name }: { name: string }) {
  const loader = loaders.get(name);
  if (!loader) return null;
  let Part = parts.get(name);
  if (!Part) parts.set(name, (Part = lazy(loader)));
  return (
    <Quiet>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </Quiet>
  );
}
