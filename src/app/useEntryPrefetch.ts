import { useLayoutEffect, useState } from 'react';
import type { ApiExtra } from '@/shared/api/baseQuery';
import type { FeatureManifest } from '@/shared/navigation/manifest';
import { useLiveStore } from '@/shared/store/storeView';
import { heldDispatch, type HeldDispatch } from './heldDispatch';
import { useAppDispatch } from './hooks';
import { preloadScreen } from './routes';
import type { CashRoute } from './routeTable';
import { runPrefetch } from './runPrefetch';
import { sendShellEarly } from './sendShellEarly';
import type { RootState } from './store';

/** What the last entering render saw: whether it was in the cash area, the area entered, and its held store work. */
interface Entry {
  cash: boolean;
  feature: FeatureManifest | undefined;
  held: HeldDispatch | null;
}

export interface EntryTarget {
  isCash: boolean;
  /** The route the cash location shows (none: Not found). */
  found: { route: CashRoute; params: Record<string, string | undefined> } | undefined;
  search: string;
  /** The language of the shell's server strings. */
  language: string;
  /** The cashier's store's extra argument (CashierContext.apiExtra). */
  extra: ApiExtra;
}

/**
 * Starts what an entry needs in the render that first sees it (docs/architecture.md, "Opening fast"), in this order:
 * the route's chunk (every render of a cash route: its lazy part dedupes); on entering the cash area, the shell's
 * first-open GETs (`sendShellEarly`); on entering an area, its prefetch (`runPrefetch`), whose store work is held
 * until this render commits (`heldDispatch`, released in a layout effect). Only the network starts while rendering:
 * no dispatch, no ref. What was entered is state, set during render (React's "adjusting state when a prop changes"),
 * so a render React throws away forgets its entry and its held work with it, and a repeated render (StrictMode, an
 * interrupted concurrent render) sends nothing twice: the early GET map and RTK Query dedupe, and what
 * remoteEntry.js started is shared with the entry, not taken (runtimeEarly.ts, `peekRuntimeEarly`).
 */
export function useEntryPrefetch({ isCash, found, search, language, extra }: EntryTarget): void {
  const dispatch = useAppDispatch();
  const store = useLiveStore<RootState>();
  const [entry, setEntry] = useState<Entry>({ cash: false, feature: undefined, held: null });

  if (isCash && found) preloadScreen(found.route);
  const feature = isCash ? found?.route.feature : undefined;
  if (entry.cash !== isCash || entry.feature !== feature) {
    if (isCash && !entry.cash) sendShellEarly(extra, store.getState(), language);
    let held: HeldDispatch | null = null;
    // Once per entry into the area, not on every move inside it.
    if (feature && found && feature !== entry.feature) {
      held = heldDispatch(dispatch);
      void runPrefetch({
        extra,
        dispatch: held.dispatch,
        feature,
        route: { routeId: found.route.id, params: found.params, search },
        idle: false,
      });
    }
    // React renders this component again at once with the new entry, before its children.
    setEntry({ cash: isCash, feature, held });
  }

  // Committed: the entering prefetch may use the store now (open() forwards once; later calls do nothing new).
  useLayoutEffect(() => {
    entry.held?.open();
  }, [entry]);
}
