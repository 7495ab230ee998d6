/**
 * The intent book's memory and its forgetting, apart from the book itself (intentBook.ts) so the store can forget
 * every intent on a player reset without carrying the book's code in every first screen
 * (docs/architecture.md, "One player at a time").
 */

/** The intent book's sessionStorage key. */
export const INTENT_BOOK_KEY = 'cashier.intents';

/** What a page made an intent for, and what the flow saw before sending (see intentBook.ts, `recall`). */
export interface Recalled {
  target: Readonly<Record<string, string | number | boolean | null>>;
  before: Readonly<Record<string, number | string | null>>;
}

export const intentMemory = {
  /**
   * What this page made each intent for, by key, in memory only (never in Web Storage): the target's fields and
   * what the flow saw before it sent (e.g. the winnings), so a reopen can re-check the server against them. A reload
   * forgets it; the book still gives the same key when the player asks for the same target again.
   */
  recalled: new Map<string, Recalled>(),
  /**
   * The server's ids this page saw made (a started payment, a redemption's transaction) → the key of the intent that
   * made them, in memory only: a re-read after a lost answer never takes one for another intent's (useIntentCall).
   */
  refs: new Map<string, string>(),
  /** The book when Web Storage is blocked (privacy settings, sandboxed frames): the tab's memory, without resume. */
  book: null as string | null,
  storage(): Storage | null {
    try {
      return globalThis.sessionStorage ?? null;
    } catch {
      return null;
    }
  },
};

/** Forgets every intent of every player: on logout, 401 and `re-init-data`. */
export function forgetIntents(): void {
  intentMemory.recalled.clear();
  intentMemory.refs.clear();
  intentMemory.book = null;
  try {
    intentMemory.storage()?.removeItem(INTENT_BOOK_KEY);
  } catch {
    // Storage refused: nothing was kept there.
  }
}

/** The target and the "before" of an intent made on this page (null after a reload). */
export function recall(key: string): Recalled | null {
  return intentMemory.recalled.get(key) ?? null;
}

/**
 * Whether the tab keeps any intent at all (of whichever player): a cheap look, without the book's code, before
 * loading a resume step or the book itself.
 */
export function hasIntents(): boolean {
  return storedBook() !== null;
}

/** The book's text as the tab keeps it: sessionStorage, or this page's memory when storage is blocked. */
export function storedBook(): string | null {
  const store = intentMemory.storage();
  if (!store) return intentMemory.book;
  try {
    return store.getItem(INTENT_BOOK_KEY);
  } catch {
    return intentMemory.book;
  }
}
