import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { lazyPart } from '@/shared/lazy/lazyPart';
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
 * wait on the action: a `lazyPart` (src/shared/lazy/lazyPart.tsx) with the hooks a screen starts it with. The
 * screen starts the chunk when it mounts (`usePreload`), and `Part` renders from the loaded module synchronously,
 * as if it were bundled. If the chunk never came (offline), `Part` asks again and a second failure throws to the
 * route's error boundary, whose Try again remounts the screen, as a failed payment-step chunk does.
 */
export function preloadedPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** What `Part` shows while a load it started is under way (a deep link straight to the part). Default nothing. */
  fallback: ReactNode = null,
): PreloadedPart<Props> {
  const { preload, isLoaded, Part } = lazyPart(load, fallback);

  function usePreload(when = true) {
    useEffect(() => {
      // A failed preload is retried when the part is needed; that attempt reports its own failure.
      // In a later task: the chunk's script tag is not the screen's first effects' work (laterTask).
      if (when) void laterTask().then(() => preload().catch(() => undefined));
    }, [when]);
  }

  function useLoaded(when: boolean) {
    const [settled, setSettled] = useState(isLoaded);
    useEffect(() => {
      if (!when || settled) return undefined;
      let live = true;
      const done = () => live && setSettled(true);
      preload().then(done, done);
      return () => {
        live = false;
      };
    }, [when, settled]);
    return settled;
  }

  return { usePreload, Part, load: preload, useLoaded };
}
