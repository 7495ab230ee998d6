import { useEffect, useState, type ComponentType } from 'react';
import { laterTask } from '@/shared/perf/laterTask';

/** A part of a screen in its own chunk, started early so it renders at once when it is needed. */
export interface PreloadedPart<Props extends object> {
  /**
   * Starts downloading the chunk once `when` is true (default: on mount): pass "the screen has rendered what
   * the player can act on", so the chunk never competes with the first screen's own requests.
   */
  usePreload: (when?: boolean) => void;
  /** Renders the part: in the same frame once the chunk is in, else nothing until it arrives. */
  Part: ComponentType<Props>;
  /** Starts the download now, outside React (a test that wants the part in before it renders awaits it). */
  load: () => Promise<ComponentType<Props>>;
  /**
   * Starts the download once `when` is true and says whether the part is in, so a screen can hold its layout until
   * an optional part can render with it (a failed download counts as in: `Part` then reports it).
   */
  useLoaded: (when: boolean) => boolean;
}

/**
 * Code that only runs after a player's action (a popup) kept out of the first screen's download, without the
 * wait on the action: the screen starts the chunk when it mounts (`usePreload`), and `Part` renders from the
 * loaded module synchronously, as if it were bundled. No Suspense fallback, so nothing flashes. If the chunk
 * never came (offline), `Part` asks again and a second failure throws to the route's error boundary, whose
 * Try again remounts the screen, as a failed payment-step chunk does (webpack fetches a failed chunk again).
 */
export function preloadedPart<Props extends object>(load: () => Promise<ComponentType<Props>>): PreloadedPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function usePreload(when = true) {
    useEffect(() => {
      // A failed preload is retried when the part is needed; that attempt reports its own failure.
      // In a later task: the chunk's script tag is not the screen's first effects' work (laterTask).
      if (when) void laterTask().then(() => start().catch(() => undefined));
    }, [when]);
  }

  function Part(props: Props) {
    const [component, setComponent] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (component) return;
      let live = true;
      start().then(
        (next) => live && setComponent(() => next),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [component]);
    if (failure) throw failure.error;
    const Loaded = component;
    return Loaded ? <Loaded {...props} /> : null;
  }

  function useLoaded(when: boolean) {
    const [settled, setSettled] = useState(() => loaded !== undefined);
    useEffect(() => {
      if (!when || settled) return undefined;
      let live = true;
      const done = () => live && setSettled(true);
      start().then(done, done);
      return () => {
        live = false;
      };
    }, [when, settled]);
    return settled;
  }

  return { usePreload, Part, load: start, useLoaded };
}
