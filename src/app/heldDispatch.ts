import type { AppDispatch } from './store';

type StoreAction = Parameters<AppDispatch>[0];

/** A dispatch that holds what it is given until `open()`, then forwards it (and everything after) to the store. */
export interface HeldDispatch {
  dispatch: AppDispatch;
  open(): void;
}

/**
 * Holds an entry prefetch's store work until the render that started it has committed (`useEntryPrefetch`): its early
 * GETs touch the network at once (they need no store), its queries only once the render is kept. A render React
 * throws away (a suspended first mount discards the store it created) must not run queries on a store nobody uses:
 * they would report a 401 to the host a second time (the committed store reports it once itself).
 */
export function heldDispatch(dispatch: AppDispatch): HeldDispatch {
  const held: StoreAction[] = [];
  let open = false;
  const hold = (action: StoreAction) => {
    if (open) return dispatch(action);
    held.push(action);
    return undefined;
  };
  return {
    // Cast: the store's dispatch type is an overload set (plain actions, thunks); this one forwards both unchanged
    // and returns nothing while held, which prefetches never read (they start queries, they do not await them).
    dispatch: hold as unknown as AppDispatch,
    open() {
      open = true;
      for (const action of held.splice(0)) dispatch(action);
    },
  };
}
