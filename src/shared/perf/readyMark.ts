import { useEffect, useRef } from 'react';

/**
 * The performance mark the cashier sets once per open, when its first screen is rendered with all of its data.
 * `npm run bench` reads it (PerformanceObserver 'mark') as the end of an open; see test/bench/README.md.
 */
export const FIRST_SCREEN_READY_MARK = 'cashier:first-screen-ready';

export interface FirstScreenReadyDetail {
  /** The route whose first screen is ready (a route id of the route table). */
  route: string;
}

/** Sets the mark now; a no-op where the User Timing API is missing. */
export function markFirstScreenReady(route: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  const detail: FirstScreenReadyDetail = { route };
  performance.mark(FIRST_SCREEN_READY_MARK, { detail });
}

/**
 * Marks the first screen ready once per mount (one mount = one open): in the effect after the first commit in
 * which `ready` holds, so the screen's data is in the DOM by then. Later changes of `ready` (a refetch, a retry)
 * do not mark again.
 */
export function useReadyMark(route: string, ready: boolean): void {
  const marked = useRef(false);
  useEffect(() => {
    if (!ready || marked.current) return;
    marked.current = true;
    markFirstScreenReady(route);
  }, [route, ready]);
}
