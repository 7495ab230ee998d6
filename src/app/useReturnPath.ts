import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate, type Location } from 'react-router-dom';

/** React Router's index of the current entry in `window.history` (its BrowserRouter keeps it in the state), or 0. */
const historyIndex = (): number => Number((window.history.state as { idx?: unknown } | null)?.idx) || 0;

/**
 * What Close does: go back to the page the player came from. The same function for the whole mount.
 *
 * While the cashier sees a page outside the cash area it remembers that page. A host may also navigate into the
 * cash area before the cashier has rendered at all (its chunk is still loading): then the page the player came
 * from is the history entry before the one that opened the cash area, and Close goes back to it. A deep link
 * (the cash area is the first entry of this page's history) closes to the site root.
 */
export function useReturnPath(isCash: boolean, location: Location): () => void {
  const navigate = useNavigate();
  // History index of the entry that opened the cash area, read when the cashier first renders inside it without
  // having seen a page before (null: it first rendered outside; 0: a deep link, the first entry of this page). Read
  // once: steps inside the cash area move the index on.
  const [entryIndex] = useState(() => (isCash ? historyIndex() : null));
  // Written once each render has committed (Close is a click, always after a commit), never while rendering.
  const returnTo = useRef('');
  const latestNavigate = useRef(navigate);
  const page = isCash ? null : `${location.pathname}${location.search}${location.hash}`;
  useLayoutEffect(() => {
    latestNavigate.current = navigate;
    if (page !== null) returnTo.current = page;
  }, [navigate, page]);

  return useCallback(() => {
    const go = latestNavigate.current;
    const steps = !returnTo.current && entryIndex ? historyIndex() - entryIndex + 1 : 0;
    if (steps > 0) void go(-steps);
    else void go(returnTo.current || '/');
  }, [entryIndex]);
}
