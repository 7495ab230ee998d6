import type { BrowserContext, Page } from 'playwright-core';
import { login } from '../e2e/host';
import type { Stack } from '../e2e/stack';
import type { CallScenario } from '../scenarios';
import type { CaseResult } from './runCase';
import { closeWithEscape, openThroughHost } from './hostPage';
import { waitUntil, type RequestTracker } from './quiet';
import { faultHits, lastSeq, settled, trackApiRequests } from './runCase';

/**
 * The `lost` column of the fault matrix (issue [11], test/faults/README.md#lost): the server does a money-moving
 * call and the answer never comes back (sandbox fault `{ kind: 'lost' }`). Then the player tries again in one of
 * three ways; each must leave exactly one effect on the server, and the screen must tell the truth throughout.
 */

/** Every money-moving or irreversible call of issue [11]: these get the `lost` column. */
export const MONEY_MOVING_CALLS: readonly string[] = [
  // deposits (Trustly, Neosurf and Apple Pay pay through createDeposit)
  'deposit.createDeposit',
  'deposit.payByCard',
  'deposit.initPaypal',
  'deposit.checkPaypal',
  // redemptions
  'redeem.createTrustlyWithdrawal',
  'redeem.createCardWithdrawal',
  'redeem.createAptPayWithdrawal',
  'redeem.createAchAptPayWithdrawal',
  'redeem.createAchWithdrawal',
  'redeem.createOutput',
  'redeem.createOutputByRequisite',
  // winnings, history, account, switch account, rewards
  'winningsToEntries.convertWinningsToEntries',
  'history.cancelTransaction',
  'player.uploadDocument',
  'player.specifyDailyLimit',
  'switchAccount.sendSwitchCode',
  'switchAccount.checkSwitchCode',
  'rewards.receiveFreeCoins',
];

/**
 * Calls whose `lost` cases fail today: reported as "pending [11]: not yet safe" and not failing the run. Measured
 * when the column was added, every call was here (the cashier said "We could not reach the server" though the call
 * was done); the intent kit took them all off, the switch-code check last (its scenario keeps the account, whose
 * success is the cash screen coming back, not the notification it used to wait for). Empty: issue [11]'s list is
 * done. A call added here that passes all three ways fails the run (take it off), and a call not listed that
 * fails, fails the run.
 */
export const LOST_PENDING: readonly string[] = [];

/**
 * By default the answers are lost until the cashier has settled (no `times`; the harness then clears the fault),
 * not just once: Chromium sends a request again by itself when a reused keep-alive connection closes before any
 * byte of the answer (it takes that for a server closing an idle connection), whatever the method, and again
 * while it finds reused connections. With one lost answer its resend, identical (same idempotency key, same
 * body), is answered and the cashier never meets the lost answer (measured: 2 requests, and 3 with two lost).
 * Every such resend reaches the server and is counted (requests, and effects when it acts again).
 */
export const LOST_TIMES: number | undefined = undefined;

/** How the player does it again after the lost answer. */
export const LOST_WAYS = ['retry', 'reopen', 'reload'] as const;
export type LostWay = (typeof LOST_WAYS)[number];

/** The values of the cashier's shared outcome notice (`[data-cashier-outcome]`) that do not claim a failure. */
const TRUTHFUL_OUTCOMES = ['checking', 'unknown', 'done'];

/** What the cashier shows at one moment of a lost case. */
export interface ScreenReading {
  /** When: `after the lost answer`, `after the reload`, `at the end`. */
  moment: string;
  /** Values of every visible `[data-cashier-outcome]`. */
  outcomes: string[];
  /** Visible `role="alert"` texts that are not (inside) an outcome notice. */
  alerts: string[];
  /** The scenario's success screen is visible. */
  success: boolean;
  /** The overlay is open. */
  open: boolean;
}

export interface LostCaseResult extends CaseResult {
  way: LostWay;
  /** Effects of the call on the server at the end of the case (sandbox effect counter). */
  effects: number;
  /** Requests of the call the server got: before the player did anything again (the lost one and any the cashier sent by itself), and in all. */
  requests: { beforeAgain: number; total: number };
  readings: ScreenReading[];
  /** Whether the player did the action again (Try again, the same button, or the action after reopen/reload). */
  redone: boolean;
  /** What the harness could not do as the player would (no Try again, the button gone): information, not failures. */
  notes: string[];
  pending: boolean;
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** How long a reading waits for a loader to go (a lazy step, a resumed payment on its way to its result). */
const LOADER_WAIT_MS = 10_000;

/**
 * Waits until the screen can be read: no API request for a while (`settled`) and no loader showing in the cashier
 * (the kit's Spinner, `[data-cashier-loading]`). API quiet alone is not enough: a chunk's script load or a resume
 * step between two calls sends no fetch, and under load that gap outlasts the quiet window (CI once read a reloaded
 * screen mid-resume and the player paid again). False when requests were still pending at the limit; a loader that
 * stays past LOADER_WAIT_MS is read as it is.
 */
async function readyToRead(page: Page, api: RequestTracker, requestTimeoutMs: number): Promise<boolean> {
  const loading = () =>
    page
      .locator('[data-cashier-root] [data-cashier-loading]')
      .evaluateAll((elements) => elements.some((element) => element.checkVisibility()));
  let quiet = await settled(api, requestTimeoutMs);
  if (await loading()) {
    await waitUntil(async () => !(await loading()), LOADER_WAIT_MS, 100);
    quiet = await settled(api, requestTimeoutMs);
  }
  return quiet;
}

/** The visible outcome notices, the other alerts and the scenario's success screen. */
async function readScreen(page: Page, scenario: CallScenario, moment: string): Promise<ScreenReading> {
  const root = page.locator('[data-cashier-root]');
  const open = (await root.locator('[role="dialog"]').count()) > 0;
  const outcomes = await root
    .locator('[data-cashier-outcome]')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility())
        .map((element) => element.getAttribute('data-cashier-outcome') ?? ''),
    );
  const alerts = await root
    .locator('[role="alert"]')
    .evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            element.checkVisibility() &&
            !element.closest('[data-cashier-outcome]') &&
            !element.querySelector('[data-cashier-outcome]'),
        )
        .map((element) => (element.textContent ?? '').trim().slice(0, 160)),
    );
  let success = false;
  if (scenario.successScreen) {
    const screen = scenario.successScreen(page);
    success = (await screen.count()) > 0 && (await screen.first().isVisible());
  }
  return { moment, outcomes, alerts, success, open };
}

/**
 * Does the reading tell the truth about a call that was done? Never `failed`, never an error alert; and, when
 * `mustSay`, positively one of checking / unknown / done or the call's own success screen.
 */
function lies(reading: ScreenReading, mustSay: boolean): string[] {
  const problems: string[] = [];
  const where = reading.moment;
  if (reading.outcomes.includes('failed'))
    problems.push(`${where}: the cashier says failed ([data-cashier-outcome="failed"]) though the server did it`);
  for (const text of reading.alerts) problems.push(`${where}: an error alert though the server did it: "${text}"`);
  const says = reading.outcomes.some((outcome) => TRUTHFUL_OUTCOMES.includes(outcome)) || reading.success;
  if (mustSay && !says && problems.length === 0) {
    problems.push(
      `${where}: neither an outcome notice (checking/unknown/done) nor the call's success screen${reading.open ? '' : ' (the overlay is closed)'}`,
    );
  }
  return problems;
}

/** The screen told the player it happened (`done`, or the call's success screen): a player does not do it again. */
const toldDone = (reading: ScreenReading): boolean => reading.outcomes.includes('done') || reading.success;

async function waitForCashier(page: Page): Promise<boolean> {
  return page
    .locator('[data-cashier-root] [role="dialog"]')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
}

/** Closes the cashier (Escape; a popup takes the first press) and opens it again at `path` inside the same page. */
async function closeAndReopen(page: Page, path: string): Promise<string | undefined> {
  if (!(await closeWithEscape(page))) return 'three Escape presses did not close the cashier';
  await openThroughHost(page, path);
  return (await waitForCashier(page)) ? undefined : `the cashier did not open again at ${path}`;
}

/** The player's Try again (or retry) anywhere in the cashier, when the screen offers one. */
async function pressTryAgain(page: Page): Promise<boolean> {
  const button = page
    .locator('[data-cashier-root]')
    .getByRole('button', { name: /try again|retry/i })
    .first();
  if ((await button.count()) === 0 || !(await button.isVisible())) return false;
  await button.click({ timeout: 5_000 });
  return true;
}

/** Runs the scenario's action again; the screen may no longer offer it (it knows the call was done): a note, not a failure. */
async function doItAgain(
  page: Page,
  action: ((page: Page) => Promise<void>) | undefined,
  notes: string[],
  what: string,
): Promise<boolean> {
  if (!action) {
    notes.push(`${what}: the scenario makes the call on opening; nothing to press`);
    return false;
  }
  try {
    await action(page);
    return true;
  } catch (error) {
    notes.push(`${what}: the action was not offered again (${firstLine(error).slice(0, 160)})`);
    return false;
  }
}

export interface LostCaseOptions {
  /** A clean context (test/faults/caseContext.ts): no cookie, empty storage. */
  context: BrowserContext;
  /** The context's one tab, emptied, on `about:blank` (test/e2e/casePage.ts). */
  page: Page;
  stack: Stack;
  scenario: CallScenario;
  way: LostWay;
  requestTimeoutMs: number;
  /**
   * How many requests of the call lose their answer (default LOST_TIMES: all until the cashier settles); what is
   * left of the fault is cleared once the cashier has settled, so the player's own redo is always answered.
   */
  lostTimes?: number;
}

export const rowOf = (scenario: CallScenario): string =>
  scenario.variant ? `${scenario.callId} (${scenario.variant})` : scenario.callId;

/**
 * One `lost` case: the scenario's call is done by the server and its answer lost (once); the player then tries
 * again by `way`; the server must count exactly one effect of the call, and no reading of the screen may claim a
 * failure (after the lost answer and at the end it must say checking / unknown / done or show the success screen).
 */
export async function runLostCase({
  context,
  page,
  stack,
  scenario,
  way,
  requestTimeoutMs,
  lostTimes = LOST_TIMES,
}: LostCaseOptions): Promise<LostCaseResult> {
  const started = Date.now();
  const problems: string[] = [];
  const notes: string[] = [];
  const readings: ScreenReading[] = [];
  const admin = stack.sandbox.admin;
  admin.reset();
  let effects = 0;
  let since = 0;
  let beforeAgain = 0;
  let redone = false;
  const requestsOfCall = () =>
    admin.log({ since, kind: 'request' }).filter((entry) => entry.callId === scenario.callId).length;
  try {
    await login(context, stack, scenario.player);
    since = lastSeq(stack);
    admin.setFault(scenario.callId, lostTimes === undefined ? { kind: 'lost' } : { kind: 'lost', times: lostTimes });

    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    const api = trackApiRequests(page);

    await page.goto(`${stack.hostUrl}${scenario.path}`);
    if (!(await waitForCashier(page))) problems.push('the cashier overlay did not open');
    if (scenario.act) await scenario.act(page);
    const reached = await waitUntil(() => faultHits(stack, scenario.callId, since) > 0, 5_000 + requestTimeoutMs);
    if (!reached) problems.push(`the scenario never made ${scenario.callId} (the lost answer was not reached)`);
    if (!(await readyToRead(page, api, requestTimeoutMs)))
      problems.push('requests still pending after the lost answer (no timeout?)');
    if (admin.effectCount(scenario.callId, scenario.player) !== 1) {
      problems.push(
        `the call had ${admin.effectCount(scenario.callId, scenario.player)} effects before the player did anything again (expected 1: the sandbox acted once)`,
      );
    }
    admin.clearFault(scenario.callId);
    beforeAgain = requestsOfCall();
    const afterLost = await readScreen(page, scenario, 'after the lost answer');
    readings.push(afterLost);
    problems.push(...lies(afterLost, true));

    // The player does it again only when the screen did not tell them it happened.
    let again = !toldDone(afterLost);
    if (!again)
      notes.push(
        `the screen said it happened (${afterLost.success ? 'success screen' : 'outcome=done'}) after the lost answer: the player does not do it again`,
      );
    switch (way) {
      case 'retry': {
        if (again)
          redone =
            (await pressTryAgain(page)) ||
            (await doItAgain(
              page,
              scenario.again ?? scenario.act,
              notes,
              'no Try again on screen; the same button again',
            ));
        break;
      }
      case 'reopen': {
        const trouble = await closeAndReopen(page, scenario.path);
        if (trouble) problems.push(trouble);
        else if (again) redone = await doItAgain(page, scenario.act, notes, 'after reopening');
        break;
      }
      case 'reload': {
        await page.reload();
        if (!(await waitForCashier(page))) notes.push('after the reload the cashier did not open by itself');
        await readyToRead(page, api, requestTimeoutMs);
        const afterReload = await readScreen(page, scenario, 'after the reload');
        readings.push(afterReload);
        problems.push(...lies(afterReload, false));
        if (again && toldDone(afterReload)) {
          again = false;
          notes.push('after the reload the screen said it happened: the player does not do it again');
        }
        if (!again) break;
        if (new URL(page.url()).pathname !== scenario.path) {
          await page.goto(`${stack.hostUrl}${scenario.path}`);
          if (!(await waitForCashier(page)))
            problems.push(`the cashier did not open at ${scenario.path} after the reload`);
        }
        redone = await doItAgain(page, scenario.act, notes, 'after the reload');
        break;
      }
    }
    if (!(await readyToRead(page, api, requestTimeoutMs))) problems.push(`requests still pending after the ${way}`);
    const atEnd = await readScreen(page, scenario, 'at the end');
    readings.push(atEnd);
    // Having done it again, the player must be told; having not, the screen may be the plain start screen.
    problems.push(...lies(atEnd, redone));

    effects = admin.effectCount(scenario.callId, scenario.player);
    if (effects !== 1)
      problems.push(`${effects} effects of ${scenario.callId} on the server after the ${way} (expected exactly 1)`);
    if (pageErrors.length > 0) problems.push(`page errors: ${pageErrors.join(' | ')}`);
  } catch (error) {
    problems.push(`harness error: ${firstLine(error)}`);
    effects = admin.effectCount(scenario.callId, scenario.player);
  }
  return {
    callId: scenario.callId,
    row: rowOf(scenario),
    fault: `lost:${way}`,
    open: 'cold',
    way,
    passed: problems.length === 0,
    pending: problems.length > 0 && LOST_PENDING.includes(scenario.callId),
    problems,
    notes,
    readings,
    effects,
    requests: { beforeAgain, total: requestsOfCall() },
    redone,
    ms: Date.now() - started,
  };
}

/** One line per reading: `after the lost answer: alert "…"`. */
export function describeReading(reading: ScreenReading): string {
  const parts = [
    ...reading.outcomes.map((outcome) => `outcome=${outcome}`),
    ...reading.alerts.map((text) => `alert "${text.slice(0, 80)}"`),
    ...(reading.success ? ['success screen'] : []),
    ...(reading.open ? [] : ['overlay closed']),
  ];
  return `${reading.moment}: ${parts.length > 0 ? parts.join(', ') : 'nothing (no outcome, no alert, no success screen)'}`;
}
