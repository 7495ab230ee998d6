import { useEffect, useState } from 'react';
import { onIdle } from '@/shared/perf/onIdle';
import type { ApiExtra } from '@/shared/api/baseQuery';
import { useAppDispatch } from './hooks';
import { screenPart } from './routes';
import { homeRoute } from './routeTable';
import { runPrefetch } from './runPrefetch';

/**
 * The host's idle preload (docs/architecture.md, "Opening fast"): a cashier mounted with the cash area closed loads
 * the home route's chunk and runs its prefetch (`idle`: data only with a session) on the page's next idle period, so
 * the first open waits for neither. Once both are in, and until the first open, returns true: the warm-up (the home
 * screen rendered hidden, CashierRoutes) may show. Once per mount: a cashier mounted open, or one opened since, has them
 * anyway.
 */
export function useIdleWarmUp(isCash: boolean, extra: ApiExtra): boolean {
  const dispatch = useAppDispatch();
  // Read once: the preload is for a cashier mounted closed only.
  const [mountedOpen] = useState(isCash);
  const [ready, setReady] = useState(false);
  const [opened, setOpened] = useState(isCash);
  // The first open ends the warm-up for good (React's "adjusting state when a prop changes": no ref, no effect).
  if (isCash && !opened) setOpened(true);

  useEffect(() => {
    if (mountedOpen) return;
    return onIdle(() => {
      const answered = runPrefetch({
        extra,
        dispatch,
        feature: homeRoute.feature,
        route: { routeId: homeRoute.id, params: {}, search: '' },
        idle: true,
      });
      Promise.all([screenPart(homeRoute).preload(), answered]).then(
        () => setReady(true),
        () => undefined,
      );
    });
  }, [mountedOpen, dispatch, extra]);

  return ready && !opened && !isCash;
}
