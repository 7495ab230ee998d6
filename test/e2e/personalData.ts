import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { IDOLOGY_QUESTIONS } from '../../host-demo/sandbox/account/verification';
import type { Stack } from './stack';

/*
 * Personal data of one player, for the storage checks of issue [11] ("nothing personal in Web Storage or
 * history.state"; docs/architecture.md, "One player at a time"): the values a test knows the player has (name,
 * e-mail, login, the IDology questions shown to them, bank numbers, SSN) and the amounts and references of the
 * flows it ran. findPersonalData finds them in a text; readHistoryStates reads history.state of every entry
 * Back and Forward reach. host.ts's findSecrets/assertNoSecrets use both.
 */

export interface PersonalData {
  /** The player's full name and first name (sandbox last names are state words such as "Verified": not alone). */
  names?: readonly string[];
  emails?: readonly string[];
  logins?: readonly string[];
  /** Phone numbers (digits). */
  phones?: readonly string[];
  /** IDology question texts the player was asked. */
  questions?: readonly string[];
  /** Routing and account numbers typed or shown in a flow (digits; spaces or dashes between them match too). */
  bankNumbers?: readonly string[];
  /** The SSN typed (all 9 digits) and its last 4 (digits). */
  ssns?: readonly string[];
  /** Amounts a flow moved or set (a redemption, a conversion, a limit). Choose ones that appear nowhere else. */
  amounts?: readonly number[];
  /** Ids of the player's payments and transactions (a payment id, a redemption id). */
  references?: readonly string[];
}

export interface PersonalFinding {
  kind: string;
  match: string;
}

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word or phrase, not inside a longer word (`Vera` is not found in `several`). */
const phrase = (value: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(value)}(?![\\p{L}\\p{N}_])`, 'iu');

/** A run of digits, as typed (`123-45-6789`, `0001 2345`), not inside a longer run. */
const digitRun = (digits: string): RegExp =>
  new RegExp(`(?<![\\d])${digits.replace(/\D/g, '').split('').join('[ -]?')}(?![\\d])`);

/** An amount as a program writes it (`23.45`, `23.4`, `23`), not inside a longer number (`123.45`, `23.456`) or word (a key `a321x`). */
function amount(value: number): RegExp {
  const forms = new Set([String(value), value.toFixed(2)].map(escapeRegExp));
  return new RegExp(`(?<![\\w.])(?:${[...forms].join('|')})(?![\\w]|[.,]\\d)`);
}

/** Every known personal value of the player found in a text (each value once, with its kind). */
export function findPersonalData(text: string, personal: PersonalData = {}): PersonalFinding[] {
  const checks: { kind: string; values: readonly string[]; pattern: (value: string) => RegExp }[] = [
    { kind: 'name', values: personal.names ?? [], pattern: phrase },
    { kind: 'known e-mail', values: personal.emails ?? [], pattern: phrase },
    { kind: 'login', values: personal.logins ?? [], pattern: phrase },
    { kind: 'phone number', values: personal.phones ?? [], pattern: digitRun },
    { kind: 'IDology question', values: personal.questions ?? [], pattern: phrase },
    { kind: 'bank number', values: personal.bankNumbers ?? [], pattern: digitRun },
    { kind: 'known SSN', values: personal.ssns ?? [], pattern: digitRun },
    { kind: 'reference', values: personal.references ?? [], pattern: phrase },
  ];
  const found: PersonalFinding[] = [];
  for (const { kind, values, pattern } of checks) {
    for (const value of values) {
      if (value.trim() === '') continue;
      const match = pattern(value).exec(text);
      if (match) found.push({ kind, match: match[0] });
    }
  }
  for (const value of personal.amounts ?? []) {
    const match = amount(value).exec(text);
    if (match) found.push({ kind: 'amount of a flow', match: match[0] });
  }
  return found;
}

/** Merges what several flows of one player add (each list concatenated). */
export function mergePersonalData(...parts: PersonalData[]): PersonalData {
  const keys = ['names', 'emails', 'logins', 'phones', 'questions', 'bankNumbers', 'ssns', 'references'] as const;
  const merged: PersonalData = { amounts: parts.flatMap((part) => part.amounts ?? []) };
  for (const key of keys) merged[key] = parts.flatMap((part) => part[key] ?? []);
  return merged;
}

/** The IDology question texts the sandbox asks (host-demo/sandbox/account/verification.ts). */
export const IDOLOGY_QUESTION_TEXTS: readonly string[] = IDOLOGY_QUESTIONS.map((question) => question.prompt);

/**
 * What the sandbox knows of a player that must never be stored by the cashier: full and first name, e-mail,
 * login, phone, card holder names. Read from the sandbox's own record, so a fixture change follows.
 */
export function personalDataOf(stack: Stack, playerId: string): PersonalData {
  const player = stack.sandbox.admin.player(playerId);
  const names = new Set<string>([player.displayName]);
  if (player.firstName) names.add(player.firstName);
  if (player.firstName && player.lastName) names.add(`${player.firstName} ${player.lastName}`);
  for (const card of player.cards) names.add(card.holderName);
  const emails = [player.email, player.switchingAccountEmail].filter((email): email is string => Boolean(email));
  return {
    names: [...names],
    emails,
    logins: [player.login],
    phones: player.phone ? [player.phone.replace(/\D/g, '')] : [],
    ssns: player.ssnLast4 ? [player.ssnLast4] : [],
  };
}

// ---- history.state of every reachable entry --------------------------------------------------------------

export interface HistoryEntry {
  /** Index in the tab's session history. */
  index: number;
  url: string;
  /** JSON of `history.state` on that entry ('null' when none). */
  state: string;
  /** How the walk reached it: where it started, by Back, or by Forward. */
  step: 'start' | 'back' | 'forward';
}

interface NavigationHistory {
  currentIndex: number;
  entries: { id: number; url: string }[];
}

/**
 * One DevTools call on a session of its own: a Back or Forward to another document may move the tab to another
 * renderer process (the back/forward cache), which detaches the sessions attached before it. Retried a few times.
 */
async function devtools<T>(
  page: Page,
  call: (
    send: (
      method: 'Page.getNavigationHistory' | 'Page.navigateToHistoryEntry',
      params?: { entryId: number },
    ) => Promise<unknown>,
  ) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const cdp = await page.context().newCDPSession(page);
    try {
      return await call((method, params) => cdp.send(method, params));
    } catch (error) {
      if (attempt >= 10 || !/not attached|target closed|session closed/i.test(String(error))) throw error;
      // The tab moved to another process: its new document is what the next session attaches to.
      await page.waitForLoadState('domcontentloaded');
    } finally {
      await cdp.detach().catch(() => undefined);
    }
  }
}

const navigationHistory = (page: Page): Promise<NavigationHistory> =>
  devtools(page, async (send) => (await send('Page.getNavigationHistory')) as NavigationHistory);

/** The page's URL and history.state, read together; retried while a cross-document entry is still loading. */
async function readState(page: Page): Promise<{ url: string; state: string }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.waitForLoadState('domcontentloaded');
      return await page.evaluate(() => ({ url: window.location.href, state: JSON.stringify(window.history.state) }));
    } catch (error) {
      if (attempt >= 20) throw error;
      // The entry's document was still being replaced: the next one loads (or already has).
      await page.waitForEvent('load', { timeout: 1_000 }).catch(() => undefined);
    }
  }
}

/** Moves the tab to one entry of its session history (what Back or Forward does for a neighbour) and waits for it. */
async function goToEntry(page: Page, index: number): Promise<void> {
  const { currentIndex, entries } = await navigationHistory(page);
  const entry = entries[index];
  if (!entry) throw new Error(`no history entry ${index}`);
  if (currentIndex === index) return;
  await devtools(page, (send) => send('Page.navigateToHistoryEntry', { entryId: entry.id }));
  await expect
    .poll(async () => (await navigationHistory(page)).currentIndex, {
      message: `history entry ${index} (${entry.url}) was reached`,
      timeout: 10_000,
    })
    .toBe(index);
}

/**
 * Walks the tab's session history one step at a time, as the player would with Back and Forward: from the current
 * entry Back to the first entry of the page's origin, then Forward to the last, calling `visit` on each entry
 * (the current one first), and returns to the entry it started on. Entries of other origins (about:blank, a
 * provider's page) are stepped over without a visit. Steps inside the host page are same-document navigations:
 * the cashier's router sees each one (popstate), as after a real Back or Forward.
 */
export async function walkHistory(page: Page, visit: (entry: HistoryEntry) => Promise<void>): Promise<void> {
  const start = await navigationHistory(page);
  const origin = new URL(page.url()).origin;
  const sameOrigin = (index: number) => start.entries[index]?.url.startsWith(`${origin}/`) === true;
  const onEntry = async (index: number, step: HistoryEntry['step']) => {
    if (!sameOrigin(index)) return;
    // The URL as the entry has it now: a screen may have replaced the entry since the walk began.
    await visit({ index, ...(await readState(page)), step });
  };
  await onEntry(start.currentIndex, 'start');
  let first = start.currentIndex;
  while (first > 0 && sameOrigin(first - 1)) first -= 1;
  let last = start.currentIndex;
  while (last < start.entries.length - 1 && sameOrigin(last + 1)) last += 1;
  for (let index = start.currentIndex - 1; index >= first; index -= 1) {
    await goToEntry(page, index);
    await onEntry(index, 'back');
  }
  for (let index = first + 1; index <= last; index += 1) {
    await goToEntry(page, index);
    if (index !== start.currentIndex) await onEntry(index, 'forward');
  }
  await goToEntry(page, start.currentIndex);
  await readState(page);
}

/**
 * history.state of every entry Back and Forward reach (walkHistory), the tab left where it was. An entry read twice
 * (by Back, then by Forward) is listed twice only if what it held changed in between.
 */
export async function readHistoryStates(page: Page): Promise<HistoryEntry[]> {
  const states = new Map<string, HistoryEntry>();
  await walkHistory(page, async (entry) => {
    const key = JSON.stringify([entry.index, entry.url, entry.state]);
    if (!states.has(key)) states.set(key, entry);
  });
  return [...states.values()].sort((a, b) => a.index - b.index);
}
