import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component in a chunk of its own: the one way the cashier loads a component lazily (docs/architecture.md,
 * "Lazy parts"). Routes, gates, slots, Not found and the parts of a screen are each one.
 */
export interface LazyPart<Props extends object> {
  /**
   * Starts the load, or returns the one under way or done: every caller shares one promise. A load that failed is
   * forgotten, so the next call (or the next mount of `Part`) asks again (webpack fetches a failed chunk again).
   */
  preload: () => Promise<ComponentType<Props>>;
  /** Whether the load has succeeded, so `Part` renders the component in the frame it mounts. */
  isLoaded: () => boolean;
  /**
   * Renders the part: in the same frame when its chunk is in (no Suspense, nothing flashes), else `fallback` until
   * the load it starts on mount arrives. A failed load throws to the nearest error boundary, whose Try again mounts
   * it again, and that asks again.
   */
  Part: ComponentType<Props>;
}

/** `load` resolves to the component (its module's export); `fallback` shows while it loads (default nothing). */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Part(props: Props) {
    // Held in state, so a mount keeps the component it rendered and a failure it met (the boundary's retry remounts).
    const [component, setComponent] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (component) return undefined;
      let live = true;
      preload().then(
        (next) => live && setComponent(() => next),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [component]);
    if (failure) throw failure.error;
    const Loaded = component;
    return Loaded ? <Loaded {...props} /> : fallback;
  }

  return { preload, isLoaded: () => loaded !== undefined, Part };
}

/** One lazy part per item (a route, a gate), made on its first use and kept by its `id`: its callers share one load. */
export function lazyPartById<Item extends { id: string }, Props extends object>(
  make: (item: Item) => LazyPart<Props>,
): (item: Item) => LazyPart<Props> {
  const parts = new Map<string, LazyPart<Props>>();
  return (item) => {
    let part = parts.get(item.id);
    if (!part) {
      part = make(item);
      parts.set(item.id, part);
    }
    return part;
  };
}
