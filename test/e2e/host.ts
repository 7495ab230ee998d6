import { AssertionError } from 'node:assert';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { CashierEventType } from '../../contracts/host/events';
import { watchPage, type PageWatch } from './browser';
import { takeEmptyTab, untilEmptied } from './casePage';
import { findPersonalData, readHistoryStates, type PersonalData } from './personalData';
import type { Stack } from './stack';
import { hasFocus } from './focus';

export interface RecordedEvent {
  type: CashierEventType;
  payload: unknown;
}

/**
 * Records every bus event from the moment the bus exists: the bus lives on globalThis under a Symbol.for key,
 * so a setter on that key subscribes before the cashier can emit anything (a deep link emits on mount).
 */
export async function recordBusEvents(context: BrowserContext): Promise<void> {
  // A string, not a function: tsx (esbuild keepNames) wraps functions in __name(), which the page lacks.
  await context.addInitScript(`(() => {
    const key = Symbol.for('cashier.events.v1');
    globalThis.__cashierEvents = [];
    let bus;
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get() { return bus; },
      set(value) {
        bus = value;
        value.onAny(function (type, payload) { globalThis.__cashierEvents.push({ type: type, payload: payload }); });
      },
    });
  })();`);
}

export function busEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (globalThis as unknown as { __cashierEvents: RecordedEvent[] }).__cashierEvents);
}

export async function clearBusEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as { __cashierEvents: unknown[] }).__cashierEvents.length = 0;
  });
}

export async function login(context: BrowserContext, stack: Stack, playerId: string): Promise<void> {
  const response = await context.request.post(`${stack.hostUrl}/__sandbox/login`, { data: { playerId } });
  if (!response.ok()) throw new Error(`sandbox login failed: ${response.status()}`);
}

/** Clicks a link that opens a provider page (3-D Secure, PayPal, Trustly) in a new window; returns it, watched. */
export async function openProviderPage(
  page: Page,
  linkName: string,
  timeout = 20_000,
): Promise<{ popup: Page; popupWatch: PageWatch }> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup', { timeout }),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  const popupWatch = watchPage(popup);
  await popup.waitForLoadState('domcontentloaded');
  return { popup, popupWatch };
}

/** The provider page decides and sends the player back (303 to the cashier page the payment started on). */
export async function decideOnProviderPage(
  popup: Page,
  button: string,
  hostUrl: string,
  timeout = 20_000,
): Promise<void> {
  await popup.getByRole('button', { name: button, exact: true }).click();
  await popup.waitForURL((url) => url.origin === hostUrl, { timeout });
}

/** The title of the frame in which pending/ shows a card's 3-D Secure challenge (docs/product/deposit.md#pending-payment). */
export const CHALLENGE_FRAME = 'Confirm the payment with your bank';

/** A card's 3-D Secure challenge, shown inside the cashier on pending/: answers it (Pass or Fail) in its frame. */
export async function decideInChallengeFrame(page: Page, button: 'Pass' | 'Fail', timeout = 20_000): Promise<void> {
  const frame = page.frameLocator(`iframe[title="${CHALLENGE_FRAME}"]`);
  await frame.getByRole('button', { name: button, exact: true }).click({ timeout });
}

/** Opens a host-demo page and waits until the remote is loaded (or failed, when `expect` says so). */
export async function openHost(
  context: BrowserContext,
  stack: Stack,
  path = '/',
  expectState: 'ready' | 'failed' = 'ready',
  options: { viewport?: { width: number; height: number }; initScript?: string } = {},
): Promise<{ page: Page; watch: PageWatch }> {
  // The suite's emptied tab when this is the test's first page (test/e2e/casePage.ts), else a new one.
  const page = takeEmptyTab(context) ?? (await context.newPage());
  const watch = watchPage(page);
  // This page's own set-up, before any page script (the context's scripts run for every page); dropped with the tab.
  if (options.initScript) untilEmptied(page, await page.addInitScript(options.initScript));
  // A page that loads at its width, as a phone does: resizing after load measured the layout mid-change once.
  if (options.viewport) await page.setViewportSize(options.viewport);
  await page.goto(`${stack.hostUrl}${path}`);
  await page.waitForFunction((state) => document.documentElement.dataset.cashierState === state, expectState, {
    timeout: 15_000,
  });
  return { page, watch };
}

export function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}

/** Luhn check of a digit string (card numbers pass it; most other long numbers do not). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

// 2000-01-01 … 2100-01-01 in ms: a 13-digit run in this range is a Date.now() stamp, not a card number.
const EPOCH_MS_RANGE = [946_684_800_000, 4_102_444_800_000] as const;
const isEpochMs = (digits: string): boolean =>
  digits.length === 13 && Number(digits) >= EPOCH_MS_RANGE[0] && Number(digits) <= EPOCH_MS_RANGE[1];

const SECRET_PATTERNS: { kind: string; pattern: RegExp; accept?: (match: string) => boolean }[] = [
  {
    kind: 'card number',
    // 13–19 digits, contiguous or in groups split by spaces or dashes (as typed into a card field).
    pattern: /(?<![\d])(?:\d[ -]?){12,18}\d(?![\d])/g,
    accept: (match) => {
      const digits = match.replace(/[ -]/g, '');
      return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits) && !isEpochMs(digits);
    },
  },
  { kind: 'CVV', pattern: /\b(?:cvv2?|cvc2?|csc|security[_ -]?code|card[_ -]?code)\b["']?\s*[:=]\s*["']?\d{3,4}\b/gi },
  {
    kind: 'token',
    pattern: /\b(?:card[_-]?token|payment[_-]?token|access[_-]?token|token)\b["']?\s*[:=]\s*["']?[\w.~+/-]{6,}/gi,
  },
  { kind: 'SSN', pattern: /(?<![\w-])\d{3}-?\d{2}-?\d{4}(?![\w-])/g },
  { kind: 'e-mail address', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g },
];

/** Shows enough of a finding to locate it without printing the secret itself. */
const mask = (value: string): string =>
  value.length <= 6 ? '***' : `${value.slice(0, 3)}…${value.slice(-2)} (${value.length} chars)`;

/**
 * Every secret-looking value in a text: card numbers (Luhn), CVVs, tokens, SSNs, e-mail addresses, known values,
 * and, given a player's personal data (personalData.ts), their name, e-mail, login, IDology questions, bank
 * numbers, SSN, amounts and references.
 */
export function findSecrets(
  text: string,
  knownSecrets: readonly string[] = [],
  personal?: PersonalData,
): { kind: string; match: string }[] {
  const found: { kind: string; match: string }[] = personal ? findPersonalData(text, personal) : [];
  for (const { kind, pattern, accept } of SECRET_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (!accept || accept(match[0])) found.push({ kind, match: match[0] });
    }
  }
  for (const secret of knownSecrets) {
    if (secret.length >= 6 && text.includes(secret))
      found.push({ kind: 'known secret (session cookie)', match: secret });
  }
  return found;
}

/**
 * After a flow: no card data, CVV, token, SSN, e-mail address or session cookie value in localStorage,
 * sessionStorage, history.state (every entry Back and Forward reach: the tab is walked through them and left
 * where it was) or anything the page wrote to the console; and none of the player's personal data (`personal`:
 * name, e-mail, login, IDology questions, bank numbers, SSN, the flow's amounts and references) in the storages
 * or history.state. Throws an AssertionError naming where (masked).
 */
export async function assertNoSecrets(
  page: Page,
  watch: PageWatch,
  options: { knownSecrets?: readonly string[]; personal?: PersonalData } = {},
): Promise<void> {
  // A string, not a function: tsx (esbuild keepNames) would wrap the inner helper in __name(), which the page lacks.
  const storage = await page.evaluate<{
    localStorage: [string, string][];
    sessionStorage: [string, string][];
  }>(`(() => {
    const entries = (store) => Array.from({ length: store.length }, (_, index) => {
      const key = store.key(index) ?? '';
      return [key, store.getItem(key) ?? ''];
    });
    return { localStorage: entries(window.localStorage), sessionStorage: entries(window.sessionStorage) };
  })()`);
  // The session cookie is HttpOnly: its value must never show up anywhere script can read or log.
  const cookies = await page.context().cookies(page.url());
  const knownSecrets = [...(options.knownSecrets ?? []), ...cookies.map((cookie) => cookie.value)];

  const states = await readHistoryStates(page);

  // Personal data is looked for where script keeps things (storage, history.state); the console only for secrets.
  const places: { where: string; text: string; personal?: PersonalData }[] = [
    ...storage.localStorage.map(([key, value]) => ({
      where: `localStorage[${JSON.stringify(key)}]`,
      text: `${key}=${value}`,
      personal: options.personal,
    })),
    ...storage.sessionStorage.map(([key, value]) => ({
      where: `sessionStorage[${JSON.stringify(key)}]`,
      text: `${key}=${value}`,
      personal: options.personal,
    })),
    ...states.map(({ index, url, state }) => ({
      where: `history.state of entry #${index} (${new URL(url).pathname})`,
      text: state,
      personal: options.personal,
    })),
    ...watch.consoleMessages.map((text, index) => ({ where: `console message #${index}`, text })),
  ];
  const problems = places.flatMap(({ where, text, personal }) =>
    findSecrets(text, knownSecrets, personal).map(({ kind, match }) => `${kind} in ${where}: ${mask(match)}`),
  );
  if (problems.length > 0) {
    throw new AssertionError({ message: `secrets left where script or logs can read them:\n${problems.join('\n')}` });
  }
}

/** Presses Tab (no pointer, no programmatic focus) until the element has focus; fails if the overlay never reaches it. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach the element in ${limit} presses`);
}
