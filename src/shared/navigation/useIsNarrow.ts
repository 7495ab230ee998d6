import { useSyncExternalStore } from 'react';

/** docs/product/constants.md#narrow-screen-breakpoint: the narrow-screen breakpoint. */
export const NARROW_BREAKPOINT_PX = 768;
const QUERY = `(max-width: ${NARROW_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : window.innerWidth < NARROW_BREAKPOINT_PX;

/** True below 768 px: the card picker shows as a popup there, inline otherwise. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
