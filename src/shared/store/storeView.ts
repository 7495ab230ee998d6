import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';

/** Where a view keeps the store it shows: `useLiveStore` reads through it. */
const LIVE = Symbol();

/** The store as react-redux sees it, and the call that makes it show the live state again. */
export interface StoreView<S extends Store> {
  store: S;
  /** Shows the live state again and tells the subscribers (once). Later calls do nothing. */
  release(): void;
}

/**
 * A view of the store that stands still from its creation until `release()` (docs/architecture.md, "The first
 * render in a transition"): react-redux reads the state it had when the view was made, while dispatches, thunks and
 * RTK Query work on the live store underneath. The cashier's first render runs in a transition, which React slices
 * into short tasks; were the store to change between two slices, or between the render and the effects that
 * subscribe, react-redux's `useSyncExternalStore` would render every subscriber again at once, in one long task.
 * The view lets nothing a component shows change until the first commit's effects have run; then one release shows
 * everything that arrived in the meantime.
 */
export function heldStoreView<S extends Store>(store: S): StoreView<S> {
  let held: { state: ReturnType<S['getState']> } | null = { state: store.getState() };
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  // For the view's life (the store's): live changes reach its subscribers once it is released.
  store.subscribe(() => held || notify());
  const view: S = {
    ...store,
    [LIVE]: store,
    getState: () => (held ? held.state : store.getState()),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    store: view,
    release() {
      if (!held) return;
      held = null;
      // Each subscriber compares what it reads with what it rendered: one that sees no change renders nothing.
      notify();
    },
  };
}

/**
 * The live store, for code that reads the state outside rendering (a call's player epoch, a cached id): never the
 * held view's picture (`heldStoreView`). Components read through `useSelector`, which follows the view.
 */
export function useLiveStore<S = unknown>(): Store<S> {
  const store = useStore<S>();
  return (store as Store<S> & { [LIVE]?: Store<S> })[LIVE] ?? store;
}
