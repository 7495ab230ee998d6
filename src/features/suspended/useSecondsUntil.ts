import { useCallback, useSyncExternalStore } from 'react';

/** Whole seconds from `now` until `deadline` (rounded up, so 60 shows at the send and 0 exactly at the deadline). */
export const secondsUntil = (deadline: number, now: number): number => Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * Seconds left until `deadline` (a Date.now() time; 0 = past), by the wall clock
 * (docs/product/suspended.md#resend-timer): worked out from the deadline on every tick, and again when the page
 * shows or takes the focus, so a laptop that slept or a throttled background tab never delays it. Ticks fall on the
 * deadline's whole seconds and stop at it.
 */
export function useSecondsUntil(deadline: number): number {
  const subscribe = useCallback(
    (changed: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const tick = () => {
        changed();
        const left = deadline - Date.now();
        timer = left > 0 ? setTimeout(tick, left % 1000 || 1000) : undefined;
      };
      const left = deadline - Date.now();
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
      document.addEventListener('visibilitychange', changed);
      window.addEventListener('focus', changed);
      return () => {
        clearTimeout(timer);
        document.removeEventListener('visibilitychange', changed);
        window.removeEventListener('focus', changed);
      };
    },
    [deadline],
  );
  return useSyncExternalStore(subscribe, () => secondsUntil(deadline, Date.now()));
}
