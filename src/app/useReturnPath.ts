import { useRef } from 'react';
import { useNavigate, type Location } from 'react-router-dom';

/** React Router's index of the current entry in `window.history` (its BrowserRouter keeps it in the state), or 0. */
const historyIndex = (): number => Number((window.history.state as { idx?: unknown } | null)?.idx) || 0;

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
  const returnTo = useRef('');
  // History index of the entry that opened the cash area, when the cashier never saw the page before it
  // (0: unknown, or a deep link). Taken once (null: not yet): a deep link's 0 must not become the index of a
  // later cash page, or Close would only step back to the deep-linked cash page.
  const entryIndex = useRef<number | null>(null);
  if (!isCash) returnTo.current = `${location.pathname}${location.search}${location.hash}`;
  else if (!returnTo.current && entryIndex.current === null) entryIndex.current = historyIndex();

  // Reads refs only, so a stale copy of this function still goes to the right place.
  return () => {
    const entry = entryIndex.current ?? 0;
    const steps = historyIndex() - entry + 1;
    if (!returnTo.current && entry && steps > 0) void navigate(-steps);
    else void navigate(returnTo.current || '/');
  };
}
