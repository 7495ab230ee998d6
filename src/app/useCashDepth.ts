import { useState } from 'react';
import type { NavigationType } from 'react-router-dom';

interface Depth {
  key: string;
  wasCash: boolean;
  depth: number;
}

/**
 * How many cash screens deep the player is, so Back never leaves the cashier by surprise (ADR 0002): a push between
 * two cash screens adds one, a pop takes one off, a replace keeps it; entering or leaving the cash area is 0 (the push
 * that opened the cashier is not a step back). Counted while rendering, once per location key (state adjusted during
 * render, so a repeated or discarded render counts nothing twice), so the Back button appears in the same frame as
 * the screen it belongs to.
 */
export function useCashDepth(isCash: boolean, locationKey: string, navigationType: NavigationType): number {
  const [seen, setSeen] = useState<Depth>({ key: locationKey, wasCash: isCash, depth: 0 });
  if (seen.key === locationKey && seen.wasCash === isCash) return seen.depth;
  let depth = 0;
  if (isCash && seen.wasCash) {
    if (navigationType === 'PUSH') depth = seen.depth + 1;
    else if (navigationType === 'POP') depth = Math.max(0, seen.depth - 1);
    else depth = seen.depth;
  }
  setSeen({ key: locationKey, wasCash: isCash, depth });
  return depth;
}
