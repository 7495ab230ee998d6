import { isDeepStrictEqual } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { RAW_KEY } from '../support/rawKey';
import { busEvents, login } from '../e2e/host';
import type { PlayerSnapshot } from '../../host-demo/sandbox/admin';
import type { Stack } from '../e2e/stack';
import type { CallScenario } from '../scenarios';
import type { MatrixFault } from './faultKinds';
import { MONEY_MOVING_CALLS } from './lost';
import { closeWithEscape, openThroughHost, signInThroughHost } from './hostPage';
import { isApiRequest, trackRequests, waitForQuiet, waitUntil, withTimeout, type RequestTracker } from './quiet';

/** A language other than the default, so that a `fallback-language` case really exercises the fallback. */
export const FALLBACK_TEST_LOCALE = 'es';

export interface CaseResult {
  callId: string;
  /** The matrix row: the call id, with the scenario's variant when it has one (`deposit.createDeposit (neosurf)`). */
  row: string;
  fault: string;
  /** How the case opened the cashier (matrix.ts `openOf`); absent when it never ran (the reporter's stand-in). */
  open?: CaseOpen;
  passed: boolean;
  problems: string[];
  ms: number;
  /** The first run's problems when the case passed only on its second run (harness timing; see matrix.ts). */
  flaky?: string[];
}

const LOOKS_LIKE_KEY = new RegExp(RAW_KEY.source);

/** The cashier's API requests (fetch/XHR) of the page, so a case waits for the cashier to settle. */
export const trackApiRequests = (page: Page): RequestTracker => trackRequests(page, isApiRequest);

/**
 * Settled: no API request in flight for 800 ms (a hang ends at the request timeout; an i18n fallback adds a second
 * round). At most three request timeouts and 4.8 s.
 */
export function settled(api: RequestTracker, requestTimeoutMs: number): Promise<boolean> {
  return waitForQuiet(api, { windowMs: 800, timeoutMs: settleLimitMs(requestTimeoutMs) });
}

export const settleLimitMs = (requestTimeoutMs: number): number => 3 * requestTimeoutMs + 4_800;

/** Serves config.json with another locale (the host passes it to the cashier as its `locale` prop). */
async function overrideLocale(page: Page, stack: Stack, locale: string): Promise<void> {
  await page.route(`${stack.hostUrl}/config.json`, async (route) => {
    const response = await route.fetch();
    const config: unknown = await response.json();
    const base = typeof config === 'object' && config !== null ? config : {};
    await route.fulfill({ response, json: { ...base, locale } });
  });
}

export function faultHits(stack: Stack, callId: string, sinceSeq: number): number {
  return stack.sandbox.admin
    .log({ since: sinceSeq, kind: 'fault' })
    .filter((entry) => entry.callId === callId && entry.message.startsWith("fault '")).length;
}

export function lastSeq(stack: Stack): number {
  const entries = stack.sandbox.admin.log();
  return entries.length > 0 ? entries[entries.length - 1].seq : 0;
}

/** Keys of the player record whose values differ (a first hint for a "state changed" failure). */
function changedKeys(before: object, after: object): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) => !isDeepStrictEqual((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]),
  );
}

/**
 * The page's main thread still turns: a requestAnimationFrame round-trip within 1 s, measured inside the page
 * (so the harness's own latency on a busy machine does not count), given 10 s to report back at all.
 */
async function frameRoundTrip(page: Page): Promise<boolean> {
  const frame = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        requestAnimationFrame(() => resolve(performance.now() - start));
      }),
  );
  const elapsed = await withTimeout(frame, 10_000, Number.POSITIVE_INFINITY).catch(() => Number.POSITIVE_INFINITY);
  return elapsed <= 1000;
}

/** How a case opens the cashier: a page load at its path, or the host's link in a running host page. */
export type CaseOpen = 'cold' | 'warm';

export interface CaseOptions {
  /** A clean context (test/faults/caseContext.ts): no cookie, empty storage, bus events recorded. */
  context: BrowserContext;
  /** The context's one tab, emptied, on `about:blank` (test/e2e/casePage.ts). */
  page: Page;
  stack: Stack;
  scenario: CallScenario;
  fault: MatrixFault;
  /** The cashier's request timeout in this run (config.json `requestTimeoutMs`). */
  requestTimeoutMs: number;
  /**
   * `cold` (default): signed in by cookie, the page loads at the scenario's path. `warm`: the player signs in on
   * the host-demo page the last case left (or on its lobby, loaded first when `page` is blank) and opens the
   * scenario's path with the host's link (hostPage.ts; test/faults/README.md, "Cold and warm opens").
   */
  open?: CaseOpen;
}

/**
 * One cell of the matrix: a fresh context signed in as the scenario's player, the fault set on the call (and
 * nothing else), the scenario's path and actions, then every assertion of issue 3. The stack must not be shared
 * with another case running at the same time (faults are global to a sandbox).
 */
export async function runCase({
  context,
  page,
  stack,
  scenario,
  fault,
  requestTimeoutMs,
  open = 'cold',
}: CaseOptions): Promise<CaseResult> {
  const started = Date.now();
  const problems: string[] = [];
  const admin = stack.sandbox.admin;
  admin.reset();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  try {
    if (open === 'warm') {
      if (page.url() === 'about:blank') await page.goto(`${stack.hostUrl}/`);
      await signInThroughHost(page, scenario.player);
    } else await login(context, stack, scenario.player);
    const atStart = admin.snapshot(scenario.player);
    const since = lastSeq(stack);
    admin.setFault(scenario.callId, fault.spec);

    if (scenario.onFailure === 'fallback-language') await overrideLocale(page, stack, FALLBACK_TEST_LOCALE);
    const api = trackApiRequests(page);

    if (open === 'warm') await openThroughHost(page, scenario.path);
    else await page.goto(`${stack.hostUrl}${scenario.path}`);
    const loaded = await page
      .waitForFunction(
        () =>
          document.documentElement.dataset.cashierState !== 'loading' &&
          document.documentElement.dataset.cashierState !== undefined,
        undefined,
        {
          timeout: 15_000,
        },
      )
      .then(() => page.evaluate(() => document.documentElement.dataset.cashierState))
      .catch(() => 'timeout');
    if (loaded !== 'ready') problems.push(`the remote did not load (state ${String(loaded)})`);

    const dialog = page.locator('[data-cashier-root] [role="dialog"]');
    const opened = await dialog
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!opened && !fault.unauthorized) problems.push('the cashier overlay did not open');
    if (scenario.act) await scenario.act(page);

    // The fault must have been met, or the scenario does not make the call it claims to.
    const reached = await waitUntil(() => faultHits(stack, scenario.callId, since) > 0, 5_000 + requestTimeoutMs);
    if (!reached) problems.push(`the scenario never made ${scenario.callId} (fault not reached)`);

    if (fault.unauthorized) {
      const both = await waitUntil(async () => {
        const types = (await busEvents(page)).map((event) => event.type);
        return types.includes('logout') && types.includes('open-auth-modal');
      }, 5_000);
      if (!both) {
        const types = (await busEvents(page)).map((event) => event.type);
        problems.push(`401: expected bus events logout + open-auth-modal, got [${types.join(', ')}]`);
      }
    } else {
      if (!(await settled(api, requestTimeoutMs)))
        problems.push(`requests still pending ${settleLimitMs(requestTimeoutMs)} ms after the fault (no timeout?)`);
      problems.push(...(await checkExpectation(page, scenario)));
    }

    // "State unchanged" counts from the moment the call failed: the scenario's earlier steps (a deposit made
    // before its check fails) may change state legitimately.
    const before = admin.snapshotAtFault(scenario.callId) ?? atStart;
    const after = admin.snapshot(scenario.player);
    if (!isDeepStrictEqual(before, after)) {
      if (fault.spec.kind === 'contract')
        problems.push(...(await checkSpoiledAnswer(page, api, stack, scenario, since, after, requestTimeoutMs)));
      else problems.push(`player state changed: ${changedKeys(before, after).join(', ')}`);
    }

    if (!(await frameRoundTrip(page)))
      problems.push('the host page did not answer a requestAnimationFrame round-trip within 1 s');
    if (!fault.unauthorized && opened) problems.push(...(await closeAndUseHost(page)));

    if (pageErrors.length > 0) problems.push(`page errors: ${pageErrors.join(' | ')}`);
  } catch (error) {
    problems.push(`harness error: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    callId: scenario.callId,
    row: scenario.variant ? `${scenario.callId} (${scenario.variant})` : scenario.callId,
    fault: fault.label,
    open,
    passed: problems.length === 0,
    problems,
    ms: Date.now() - started,
  };
}

function requestsOf(stack: Stack, callId: string, sinceSeq: number): number {
  return stack.sandbox.admin.log({ since: sinceSeq, kind: 'request' }).filter((entry) => entry.callId === callId)
    .length;
}

/**
 * A 'contract' fault spoils the answer of a call that has already taken effect (the server acted; what came
 * back is garbage). State cannot be unchanged then, so the money-safety rule is checked instead: the effect
 * happened once. The cashier did not resend the call on its own, and its Try again (fault cleared) makes no
 * second deposit, because it reuses the idempotency key and the server answers with the payment it has.
 */
async function checkSpoiledAnswer(
  page: Page,
  api: RequestTracker,
  stack: Stack,
  scenario: CallScenario,
  sinceSeq: number,
  after: PlayerSnapshot,
  requestTimeoutMs: number,
): Promise<string[]> {
  const problems: string[] = [];
  const sent = requestsOf(stack, scenario.callId, sinceSeq);
  if (sent !== 1)
    problems.push(
      `spoiled answer: ${scenario.callId} reached the server ${sent} times without the player asking (expected 1)`,
    );
  stack.sandbox.admin.clearFault(scenario.callId);
  // The cashier re-read the server and says it happened: nothing is left for the player to settle.
  if (await saysItHappened(page, scenario)) return problems;
  const retry = page
    .locator('[data-cashier-root] [role="alert"], [data-cashier-root] [data-cashier-outcome="unknown"]')
    .getByRole('button', { name: /try again|retry/i })
    .first();
  if ((await retry.count()) === 0) {
    problems.push(
      'spoiled answer: the screen offers no Try again (nor says it happened), so the player cannot settle the payment',
    );
    return problems;
  }
  const effects = stack.sandbox.admin.effectCount(scenario.callId, scenario.player);
  await retry.click({ timeout: 5_000 });
  // What follows checks that no second charge happens: the Try again's requests (and any the cashier sends after
  // them) are all answered, then 2 s pass without another one.
  if (!(await waitForQuiet(api, { windowMs: 2_000, timeoutMs: settleLimitMs(requestTimeoutMs) + 2_000 })))
    problems.push('spoiled answer: requests still pending after Try again (no timeout?)');
  const deposits = stack.sandbox.admin.deposits(scenario.player).length;
  if (deposits !== after.deposits.length) {
    problems.push(
      `spoiled answer: Try again changed the number of deposits from ${after.deposits.length} to ${deposits} (a second charge)`,
    );
  }
  const effectsNow = stack.sandbox.admin.effectCount(scenario.callId, scenario.player);
  if (effectsNow !== effects)
    problems.push(
      `spoiled answer: Try again took effect again on the server (${effects} → ${effectsNow} effects of ${scenario.callId})`,
    );
  return problems;
}

function rawKeysIn(text: string): string[] {
  return [...new Set(text.match(RAW_KEY) ?? [])];
}

/** What the scenario's `onFailure` promises, checked on the open cashier. */
async function checkExpectation(page: Page, scenario: CallScenario): Promise<string[]> {
  const problems: string[] = [];
  const root = page.locator('[data-cashier-root]');
  const dialog = root.locator('[role="dialog"]');
  const alerts = root.locator('[role="alert"]');
  const hostFallback = await page.getByTestId('cashier-fallback').count();
  if (hostFallback > 0) problems.push('the host fallback replaced the cashier');

  if ((await dialog.count()) === 0 || !(await dialog.first().isVisible())) {
    problems.push('the cashier overlay is no longer open');
    return problems;
  }
  const dialogText = await dialog.first().innerText();
  const keys = rawKeysIn(dialogText);
  if (keys.length > 0) problems.push(`raw i18n keys on screen: ${keys.join(', ')}`);

  switch (scenario.onFailure) {
    case 'visible-error': {
      // A money-moving call whose answer was lost or unreadable (every fault of these columns can hide a success)
      // may not claim a failure: it shows the kit's outcome notice instead (docs/architecture.md, "Money moves
      // exactly once"): "unknown" with a way forward, or "done" once the server was re-read.
      if (MONEY_MOVING_CALLS.includes(scenario.callId)) {
        // The re-read proved it happened: the call's own success screen is the truth.
        if (await saysItHappened(page, scenario)) break;
        const notice = root.locator('[data-cashier-outcome="unknown"], [data-cashier-outcome="done"]');
        if ((await notice.count()) > 0 && (await notice.first().isVisible())) {
          const outcome = await notice.first().getAttribute('data-cashier-outcome');
          if (outcome === 'unknown' && (await notice.first().getByRole('button').count()) === 0)
            problems.push('the outcome notice offers no way forward (no Try again)');
          break;
        }
      }
      const visible = (await alerts.count()) > 0 && (await alerts.first().isVisible());
      if (!visible) {
        const shown = (await root.innerText()).replace(/\s+/g, ' ').slice(-500);
        problems.push(
          `expected a visible error (role="alert") or, for a money-moving call, an outcome notice in the cashier, found none; on screen (the end): "${shown}"`,
        );
      } else if ((await alerts.first().getByRole('button').count()) === 0)
        problems.push('the error offers no way forward (no retry/back/close button)');
      break;
    }
    case 'silent':
    case 'fallback-language': {
      const shown = await alerts.count();
      if (shown > 0)
        problems.push(
          `expected no error on screen (docs/product/errors.md#how-errors-reach-the-player: logged only), found ${shown} role="alert": ${(await alerts.first().innerText()).slice(0, 120)}`,
        );
      const close = dialog.first().getByRole('button', { name: /\S/ }).last();
      if ((await close.count()) === 0 || !(await close.isEnabled())) problems.push('the overlay has no usable button');
      if (scenario.onFailure === 'fallback-language') {
        const name = (
          await page.evaluate(() => {
            const root = document.querySelector('[data-cashier-root]')?.shadowRoot;
            const element = root?.querySelector('[role="dialog"]');
            const labelId = element?.getAttribute('aria-labelledby');
            return (labelId ? root?.getElementById(labelId)?.textContent : element?.getAttribute('aria-label')) ?? '';
          })
        ).trim();
        if (name === '' || LOOKS_LIKE_KEY.test(name)) problems.push(`the dialog title is not readable text: "${name}"`);
      }
      break;
    }
  }
  return problems;
}

/** The screen says the call happened: the outcome notice's `done`, or the call's own success screen. */
async function saysItHappened(page: Page, scenario: CallScenario): Promise<boolean> {
  if ((await page.locator('[data-cashier-root] [data-cashier-outcome="done"]').count()) > 0) return true;
  const success = scenario.successScreen?.(page);
  return success !== undefined && (await success.count()) > 0 && (await success.first().isVisible());
}

/**
 * The player can leave the cashier with Escape and go on playing: a lobby control answers. A popup inside the
 * cashier (an error popup, a confirmation) takes the first Escape for itself, so up to three presses are allowed.
 */
async function closeAndUseHost(page: Page): Promise<string[]> {
  const dialog = page.locator('[data-cashier-root] [role="dialog"]');
  if ((await dialog.count()) === 0) return [];
  if (!(await closeWithEscape(page))) return ['three Escape presses did not close the cashier'];
  const play = page.getByRole('button', { name: /^Play\b/ }).first();
  if ((await play.count()) === 0) return ['no host-demo Play control after closing the cashier'];
  try {
    await play.click({ timeout: 5_000 });
  } catch (error) {
    const events = (await busEvents(page)).map((event) => `${event.type}${JSON.stringify(event.payload ?? '')}`);
    return [
      `the host-demo Play control could not be clicked at ${page.url()} after the cashier closed; bus: ${events.slice(-8).join(' ')}: ${String(error).split('\n')[0]}`,
    ];
  }
  const answered = await page
    .getByRole('status')
    .filter({ hasText: 'is a demo tile' })
    .first()
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  return answered ? [] : ['the host-demo Play control did not respond'];
}
