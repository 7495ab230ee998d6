import { useEffect, useRef, useState } from 'react';

export interface SavedRemovalOptions<Item> {
  /** The saved entries as the list shows them now (a removal is done when its entry has left this). */
  items: readonly Item[];
  idOf: (item: Item) => string;
  /** Where focus goes once the removed entry left the list: the list's next choice, else what stands for none. */
  focusAfter: () => HTMLElement | null | undefined;
}

/**
 * The one removal flow for a saved instrument (a saved card or bank account, a payout account), with
 * `ConfirmRemoval` for its confirm step: `remove(item, name, send)` is that step's `onRemove`. A failure keeps the
 * entry (the step says so, focus stays in it); a success remembers the name (`removedName`, for a polite "removed"
 * note) and, once the list no longer holds the entry, moves focus to `focusAfter()` instead of leaving it on the
 * body with the removed row.
 */
export function useSavedRemoval<Item>({ items, idOf, focusAfter }: SavedRemovalOptions<Item>) {
  const [removedName, setRemovedName] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  // After every render (cheap, guarded): the list may drop the entry in a later render than the answer's.
  useEffect(() => {
    const removedId = pending.current;
    if (removedId === null || items.some((item) => idOf(item) === removedId)) return;
    pending.current = null;
    focusAfter()?.focus();
  });

  const remove = async <Result extends object>(
    item: Item,
    name: string,
    send: () => Promise<Result>,
  ): Promise<Result> => {
    setRemovedName(null);
    pending.current = idOf(item);
    const result = await send();
    if ('error' in result) {
      pending.current = null;
      return result;
    }
    setRemovedName(name);
    return result;
  };
  return { remove, removedName };
}
