import { nanoid } from '@reduxjs/toolkit';
import { logger } from '@/shared/log';
import { hash } from './hash';
import { INTENT_BOOK_KEY, intentMemory, storedBook } from './intentMemory';

export { INTENT_BOOK_KEY, forgetIntents, hasIntents, recall } from './intentMemory';

/**
 * The intent book: one entry for each money-moving or irreversible call the player started and whose outcome is not
 * settled yet (docs/architecture.md, "Money moves exactly once"). An intent is keyed by **player + call + target**:
 * every retry of the same target (a double click, Try again, a reopen, a reload) sends the same idempotency key; a
 * different target gets its own. An intent leaves the book when the server settled it (success, or a definite
 * "no"), when the player is reset (logout, 401, `re-init-data`), or after a day.
 *
 * The book lives in sessionStorage so a reload keeps the key and the started payment's id. Nothing personal is
 * written: the player and the target are kept only as salted hashes (the salt is this tab's, made once), the call
 * is a name of ours, and `about` holds only catalogue ids a caller chooses to keep (a package id, a method id).
 * The book knows no feature.
 */

/** What a call is about: its fields decide whether two attempts are the same target. */
export type IntentTarget = Readonly<Record<string, string | number | boolean | null>>;

/** Catalogue ids (never personal data) a flow may keep with its intent to resume after a reload. */
export type IntentAbout = Readonly<Record<string, string | null>>;

export interface Intent {
  /** The idempotency key every attempt of this target sends. */
  key: string;
  /** The id the server gave what it started (a payment id), once known. */
  ref: string | null;
  /** The answer to the last attempt was lost or unreadable: whether it happened is not known yet. */
  unknown: boolean;
  /** Catalogue ids the flow kept (see IntentAbout). */
  about: IntentAbout;
  /** When the intent was made (ms since the epoch). */
  at: number;
}

interface Entry extends Intent {
  /** The call's name (a contract id or a flow name). */
  call: string;
  /** The target's salted hash. */
  target: string;
}

interface Book {
  v: 1;
  salt: string;
  /** The player's salted hash; a book of another player is dropped whole. */
  owner: string;
  entries: Entry[];
}

/** An intent older than this is forgotten: the server's own idempotency window is shorter. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

const storage = intentMemory.storage;

function save(book: Book | null): void {
  const text = book === null || book.entries.length === 0 ? null : JSON.stringify(book);
  intentMemory.book = text;
  const store = storage();
  if (!store) return;
  try {
    if (text === null) store.removeItem(INTENT_BOOK_KEY);
    else store.setItem(INTENT_BOOK_KEY, text);
  } catch (cause) {
    logger.warn('could not keep the money intents for a reload', cause);
  }
}

/** The target's fields in a fixed order, so `{ a, b }` and `{ b, a }` are one target. */
const canonical = (target: IntentTarget): string =>
  JSON.stringify(
    Object.keys(target)
      .sort()
      .map((field) => [field, target[field]]),
  );

const isString = (value: unknown): value is string => typeof value === 'string';

function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const about = entry.about;
  return (
    isString(entry.call) &&
    isString(entry.target) &&
    isString(entry.key) &&
    KEY_PATTERN.test(entry.key) &&
    (entry.ref === null || isString(entry.ref)) &&
    typeof entry.unknown === 'boolean' &&
    typeof entry.at === 'number' &&
    typeof about === 'object' &&
    about !== null &&
    Object.values(about).every((item) => item === null || isString(item))
  );
}

function read(): Book | null {
  const raw = storedBook();
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const book = parsed as Partial<Book> | null;
    if (
      book &&
      book.v === 1 &&
      isString(book.salt) &&
      isString(book.owner) &&
      Array.isArray(book.entries) &&
      book.entries.every(isEntry)
    ) {
      return book as Book;
    }
  } catch {
    // fall through: a broken book is dropped
  }
  logger.warn('dropping an unreadable intent book');
  save(null);
  return null;
}

/** The tab's book if it is this player's, with expired entries left out; null when there is none or it is another's. */
function ownBook(playerId: string): Book | null {
  const book = read();
  if (!book || book.owner !== hash(`${book.salt}:player:${playerId}`)) return null;
  const now = Date.now();
  return { ...book, entries: book.entries.filter((entry) => now - entry.at < MAX_AGE_MS) };
}

/**
 * The book of this player to write a new intent in: a book of another player is dropped (the tab changed hands).
 * Only a new intent claims the book: a late step of a player who is gone (an answer that came back after the reset)
 * updates or settles nothing, and never drops the present player's book.
 */
function bookOf(playerId: string): Book {
  const own = ownBook(playerId);
  if (own) return own;
  if (read()) save(null);
  const salt = nanoid();
  return { v: 1, salt, owner: hash(`${salt}:player:${playerId}`), entries: [] };
}

const targetTag = (book: Book, call: string, target: IntentTarget) => hash(`${book.salt}:${call}:${canonical(target)}`);

const toIntent = ({ key, ref, unknown, about, at }: Entry): Intent => ({ key, ref, unknown, about, at });

/**
 * The intent for this player, call and target: the kept one (a retry of the same target), else a new one with a
 * fresh idempotency key, kept at once so a reload finds it.
 */
export function intentFor(playerId: string, call: string, target: IntentTarget, about: IntentAbout = {}): Intent {
  const book = bookOf(playerId);
  const tag = targetTag(book, call, target);
  const kept = book.entries.find((entry) => entry.call === call && entry.target === tag);
  if (kept) return toIntent(kept);
  const entry: Entry = { call, target: tag, key: nanoid(), ref: null, unknown: false, about, at: Date.now() };
  save({ ...book, entries: [...book.entries, entry] });
  intentMemory.recalled.set(entry.key, { target, before: {} });
  return toIntent(entry);
}

/** Keeps in memory what the flow saw before sending this intent (see `recalled`). */
export function rememberBefore(
  key: string,
  target: IntentTarget,
  before: Readonly<Record<string, number | string | null>>,
): void {
  intentMemory.recalled.set(key, { target, before });
}

/** Changes the kept intent of this target (its started id, whether its outcome is unknown). */
export function updateIntent(
  playerId: string,
  call: string,
  target: IntentTarget,
  change: Partial<Pick<Intent, 'ref' | 'unknown'>>,
): void {
  const book = ownBook(playerId);
  if (!book) return;
  const tag = targetTag(book, call, target);
  if (!book.entries.some((entry) => entry.call === call && entry.target === tag)) return;
  save({
    ...book,
    entries: book.entries.map((entry) =>
      entry.call === call && entry.target === tag ? { ...entry, ...change } : entry,
    ),
  });
}

/** The server settled this target (it happened, or it said no): the next attempt is a new intent with a new key. */
export function settleIntent(playerId: string, call: string, target: IntentTarget): void {
  const book = ownBook(playerId);
  if (!book) return;
  const tag = targetTag(book, call, target);
  save({ ...book, entries: book.entries.filter((entry) => !(entry.call === call && entry.target === tag)) });
}

/** Settles the intent whose key this is (a flow that resumed from the book knows the key, not the target). */
export function settleIntentByKey(playerId: string, key: string): void {
  const book = ownBook(playerId);
  if (!book) return;
  save({ ...book, entries: book.entries.filter((entry) => entry.key !== key) });
}

/** The player's unsettled intents of one call, oldest first: what a flow may have to resume or re-check. */
export function openIntents(playerId: string, call: string): Intent[] {
  return (ownBook(playerId)?.entries ?? [])
    .filter((entry) => entry.call === call)
    .sort((a, b) => a.at - b.at)
    .map(toIntent);
}
