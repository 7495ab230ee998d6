import type { Page } from 'playwright-core';
import { CASHIER_COLOR_SCHEME_KEY } from '../../host-demo/src/config/cashierColorScheme';
import { watchPage, type Browser } from '../e2e/browser';
import { untilEmptied, type CasePages } from '../e2e/casePage';
import { login } from '../e2e/host';
import type { Stack } from '../e2e/stack';
import { trackRequests, waitForQuiet, waitUntil } from '../faults/quiet';
import { axeViolations } from './axe';
import { layoutViolations, settleFrames } from './layout';
import { escapeCheck, trapChecks } from './keyboard';
import { focusPlace, hasCashierDialog, hostDialogOpen, installHelpers } from './pageHelpers';
import { CHECKS, ran, skipped, type CheckResult, type SweepTarget, type TargetResult } from './types';

/**
 * Enter effects (init, cash data, the geo check 500 ms after opening) settle before anything is audited: the page
 * must be network-quiet for this long (test/faults/quiet.ts waitForQuiet), at most QUIET_MAX_MS (a hanging request
 * is allowed).
 */
const QUIET_WINDOW_MS = 1_100;
const QUIET_MAX_MS = 5_800;

const OPENER = 'data-a11y-opener';

/** What the page said while a target ran (test/e2e/browser.ts watchPage). */
export type Watch = ReturnType<typeof watchPage>;

async function openTarget(page: Page, stack: Stack, target: SweepTarget): Promise<Watch> {
  const watch = watchPage(page);
  const requests = trackRequests(page);
  // The host-demo passes this setting to the cashier as `colorScheme`; written for every target, because the
  // browser context (and its localStorage) is shared by the targets a worker runs. A target with a dark pass gets
  // `auto`, so the cashier follows the page's preferred scheme, light until the dark pass turns it. The tab is reused
  // by the next target, which drops this script (test/e2e/casePage.ts).
  untilEmptied(
    page,
    await page.addInitScript(([key, scheme]) => window.localStorage.setItem(key, scheme), [
      CASHIER_COLOR_SCHEME_KEY,
      target.dark ? 'auto' : 'light',
    ] as const),
  );
  await page.goto(`${stack.hostUrl}${target.path}`);
  await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready', undefined, {
    timeout: 15_000,
  });
  if (target.act) await target.act(page);
  if (target.fromOpener) {
    const button = page.getByRole('button', { name: 'Cashier', exact: true });
    await button.focus();
    await button.evaluate((element, attribute) => element.setAttribute(attribute, ''), OPENER);
    await page.keyboard.press('Enter');
    await page
      .locator('[data-cashier-root] [role="dialog"]')
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .catch(() => undefined);
  }
  await waitForQuiet(requests, { windowMs: QUIET_WINDOW_MS, timeoutMs: QUIET_MAX_MS });
  return watch;
}

/**
 * axe's scope for a pass that repeats one the page already had (the 375 px pass, the dark pass of a cashier screen):
 * the cashier's element, where the width or the scheme changes something. The host page around it is checked
 * whole once per target (its first axe run) and in its own targets in both schemes; a whole-page run took about
 * twice the time of the cashier's alone (docs/testing.md, "Accessibility sweep").
 */
export const CASHIER_SCOPE = '[data-cashier-root]';

/** The layout check at 375 and 1280 px, and axe on the cashier while the page is at 375 px. */
async function layoutChecks(page: Page, target: SweepTarget): Promise<CheckResult[]> {
  const both = (note: string) => [skipped('layout', note), skipped('axe-375', note)];
  if (!target.layout) return both('the same screen is laid out in another target');
  await installHelpers(page);
  if (await hostDialogOpen(page)) return both('a host dialog is above the cashier');
  if (!(await hasCashierDialog(page)))
    return target.expectDialog
      ? [ran('layout', ['the cashier dialog is not showing']), skipped('axe-375', 'no dialog')]
      : both('no dialog');
  let phoneAxe: string[] = [];
  const layout = await layoutViolations(page, async () => {
    phoneAxe = await axeViolations(page, CASHIER_SCOPE);
  });
  return [ran('layout', layout), ran('axe-375', phoneAxe)];
}

const KEYBOARD_CHECKS = CHECKS.filter((check) => check !== 'axe' && check !== 'layout' && check !== 'axe-375');

/**
 * The keyboard checks. `close: false` (the light pass of a target with a dark pass) stops before Escape: the page
 * stays open for the dark pass, which closes it. `focusIn` says when focus must be inside the dialog.
 */
async function keyboardChecks(
  page: Page,
  target: SweepTarget,
  { close, focusIn }: { close: boolean; focusIn: string },
): Promise<CheckResult[]> {
  if (!target.keyboard) return KEYBOARD_CHECKS.map((check) => skipped(check, 'axe only'));
  await installHelpers(page);
  if (await hostDialogOpen(page))
    return KEYBOARD_CHECKS.map((check) => skipped(check, 'a host dialog is above the cashier'));
  if (!(await hasCashierDialog(page))) {
    if (!target.expectDialog) return KEYBOARD_CHECKS.map((check) => skipped(check, 'no cashier dialog showing'));
    return [
      ran('focus-in', ['the cashier dialog is not showing']),
      ...KEYBOARD_CHECKS.slice(1).map((check) => skipped(check, 'no dialog')),
    ];
  }

  const results: CheckResult[] = [];
  const start = await focusPlace(page);
  results.push(
    ran('focus-in', start.inside ? [] : [`${focusIn}, focus is outside the dialog, on ${start.description}`]),
  );
  results.push(...(await trapChecks(page)));
  if (!close) {
    const note = 'checked once per page, in its dark pass (the row ending in · dark)';
    return [...results, skipped('escape', note), skipped('focus-return', note)];
  }
  results.push(await escapeCheck(page));
  if (target.fromOpener) {
    const returned = await page
      .waitForFunction((attribute) => document.activeElement?.hasAttribute(attribute) === true, OPENER, {
        timeout: 2_000,
      })
      .then(() => true)
      .catch(() => false);
    const where = returned ? '' : (await focusPlace(page)).description;
    results.push(
      ran('focus-return', returned ? [] : [`after closing, focus is on ${where}, not on the host's Cashier button`]),
    );
  } else {
    results.push(skipped('focus-return', 'not opened from a host control'));
  }
  return results;
}

/** The text and background colours of the cashier's dialog ('' without one). */
const dialogColours = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const dialog = document.querySelector('[data-cashier-root]')?.shadowRoot?.querySelector('[role="dialog"]');
    if (!dialog) return '';
    const style = getComputedStyle(dialog);
    return `${style.color} on ${style.backgroundColor}`;
  });

/**
 * Turns the page's preferred colour scheme to `scheme` and waits until the cashier's dialog shows it (`colorScheme:
 * 'auto'` follows the preference live): its colours change within 5 s, or that is a violation.
 */
export async function turnScheme(page: Page, scheme: 'light' | 'dark'): Promise<string[]> {
  const before = await dialogColours(page);
  await page.emulateMedia({ colorScheme: scheme });
  if (before === '') return [];
  const turned = await waitUntil(async () => (await dialogColours(page)) !== before, 5_000);
  // The new colours painted before axe reads contrast.
  await settleFrames(page);
  return turned
    ? []
    : [`scheme: the dialog kept its colours (${before}) when the page's preferred scheme turned ${scheme}`];
}

/**
 * What the page said (test/e2e/browser.ts watchPage: page errors; the browser's CSP violations and XSS tripwire hits)
 * since the last call, added to `row`'s errors: each problem is an error of the pass or screen it happened in.
 */
export function errorRecorder(browser: Browser, watch: () => Watch | undefined): (row: TargetResult) => void {
  const seen = { page: 0, csp: browser.cspViolations.length, xss: browser.xssTripwireHits.length };
  return (row) => {
    const pageErrors = watch()?.pageErrors.slice(seen.page) ?? [];
    row.errors.push(
      ...pageErrors.map((error) => `page error: ${error}`),
      ...browser.cspViolations.slice(seen.csp).map((text) => `securitypolicyviolation: ${text}`),
      ...browser.xssTripwireHits.slice(seen.xss).map((text) => `XSS tripwire fired: ${text}`),
    );
    seen.page += pageErrors.length;
    seen.csp = browser.cspViolations.length;
    seen.xss = browser.xssTripwireHits.length;
  };
}

/**
 * One target: a clean sandbox, context and tab (the worker's one tab, emptied: test/e2e/casePage.ts), the page
 * opened and brought into its state, axe, the layout check and the keyboard checks; for a target with a dark pass,
 * then the dark scheme in the same page (axe and the keyboard checks again, Escape last), reported as its own row.
 * A failure of the harness (the page could not be opened) is the target's error, never an exception. Page errors,
 * CSP violations and XSS tripwire hits recorded meanwhile are the errors of the pass they happened in.
 */
export async function sweepTarget(
  browser: Browser,
  pages: CasePages,
  stack: Stack,
  target: SweepTarget,
): Promise<TargetResult[]> {
  // The tab is emptied first: the last target's document stops sending requests before the sandbox is reset.
  const page = await pages.next(browser.context);
  stack.sandbox.admin.reset();
  await browser.context.clearCookies();

  const rows: TargetResult[] = [{ target, results: [], errors: [] }];
  if (target.dark) rows.push({ target: { ...target, id: `${target.id} · dark` }, results: [], errors: [] });
  let watch: Watch | undefined;
  const recorded = errorRecorder(browser, () => watch);

  let row = rows[0];
  try {
    // Inside the try: a failed login is this target's harness error in the report, not the end of the sweep.
    if (target.player) await login(browser.context, stack, target.player);
    watch = await openTarget(page, stack, target);
    const axe = ran('axe', await axeViolations(page));
    // Before the keyboard checks: their Escape closes the dialog.
    const layout = await layoutChecks(page, target);
    const dark = rows[1];
    row.results = [
      axe,
      ...layout,
      ...(await keyboardChecks(page, target, { close: !dark, focusIn: 'once the state is reached' })),
    ];
    recorded(row);
    if (dark) {
      row = dark;
      const scheme = await turnScheme(page, 'dark');
      const sameBoxes = 'laid out in the light pass: the dark scheme changes colours, not boxes';
      dark.results = [
        ran('axe', [...scheme, ...(await axeViolations(page, target.expectDialog ? CASHIER_SCOPE : undefined))]),
        skipped('layout', sameBoxes),
        skipped('axe-375', sameBoxes),
        ...(await keyboardChecks(page, target, { close: true, focusIn: 'after the scheme turned dark' })),
      ];
    }
  } catch (error) {
    row.errors.push(`harness: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  recorded(row);
  // A dark pass that never started (the light pass failed) is a failure too, not a row without checks.
  for (const left of rows.slice(rows.indexOf(row) + 1))
    left.errors.push(`harness: not reached (the light pass of ${target.id} failed)`);
  return rows;
}
