import { useRef } from 'react';
import { useNavigate, type Location } from 'react-router-dom';

/** React Router's index of the current entry in `window.history` (its BrowserRouter keeps it in the state). */
function historyIndex(): number | undefined {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return undefined;
  return typeof state.idx === 'number' ? state.idx : undefined;
}

/**
 * What Close does: go back to the page the player came from.
 *
 * While the cashier sees a page outside the cash area it remembers that page. A host may also navigate into the
 * cash area before the cashier has rendered at all (its chunk is still loading): then the page the player came
 * from is the history entry before the one that opened the cash area, and Close goes back to it. A deep link
 * (the cash area is the first entry of this page's history) closes to the site root.
 */
export function useReturnPath(isCash: boolean, location: Location): () => void {
  const navigate = useNavigate();
  const returnTo = useRef<string | null>(null);
  // History index of the entry that opened the cash area, when the cashier never saw the page before it.
  const entryIndex = useRef<number | undefined>(undefined);
  if (!isCash) {
    returnTo.current = `${location.pathname}${location.search}${location.hash}`;
    entryIndex.current = undefined;
  } else if (returnTo.current === null && entryIndex.current === undefined) {
    entryIndex.current = historyIndex();
  }

  // Reads refs only, so a stale copy of this function still goes to the right place.
  return () => {
    const entry = entryIndex.current;
    const current = historyIndex();
    if (returnTo.current !== null) void navigate(returnTo.current);
    else if (entry !== undefined && entry > 0 && current !== undefined && current >= entry) void navigate(-(current - entry + 1));
    else void navigate('/');
  };
}
