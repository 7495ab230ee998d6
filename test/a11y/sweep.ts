import type { Page } from 'playwright-core';
import { CASHIER_COLOR_SCHEME_KEY } from '../../host-demo/src/config/cashierColorScheme';
import { watchPage, type Browser } from '../e2e/browser';
import { untilEmptied, type CasePages } from '../e2e/casePage';
import { login } from '../e2e/host';
import type { Stack } from '../e2e/stack';
import { trackRequests, waitForQuiet } from '../faults/quiet';
import { axeViolations } from './axe';
import { layoutViolations } from './layout';
import { escapeCheck, trapChecks } from './keyboard';
import { focusPlace, hasCashierDialog, hostDialogOpen, installHelpers } from './pageHelpers';
import { CHECKS, type CheckName, type CheckResult, type SweepTarget, type TargetResult } from './types';

/**
 * Enter effects (init, cash data, the geo check 500 ms after opening) settle before anything is audited: the page
 * must be network-quiet for this long (test/faults/quiet.ts waitForQuiet), at most QUIET_MAX_MS (a hanging request
 * is allowed).
 */
const QUIET_WINDOW_MS = 1_100;
const QUIET_MAX_MS = 5_800;

const OPENER = 'data-a11y-opener';

const skipped = (check: CheckName, note: string): CheckResult => ({ check, status: 'skipped', violations: [], note });
const ran = (check: CheckName, violations: string[]): CheckResult => ({ check, status: 'ran', violations });

async function openTarget(page: Page, stack: Stack, target: SweepTarget): Promise<{ pageErrors: string[] }> {
  const watch = watchPage(page);
  const requests = trackRequests(page);
  // The host-demo passes this setting to the cashier as `colorScheme`; written for every target, because the
  // browser context (and its localStorage) is shared by the targets a worker runs. The tab is reused by the next
  // target, which drops this script (test/e2e/casePage.ts).
  untilEmptied(
    page,
    await page.addInitScript(([key, scheme]) => window.localStorage.setItem(key, scheme), [
      CASHIER_COLOR_SCHEME_KEY,
      target.colorScheme ?? 'light',
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
  return { pageErrors: watch.pageErrors };
}

async function layoutCheck(page: Page, target: SweepTarget): Promise<CheckResult> {
  if (!target.layout) return skipped('layout', 'the same screen is laid out in another target');
  await installHelpers(page);
  if (await hostDialogOpen(page)) return skipped('layout', 'a host dialog is above the cashier');
  if (!(await hasCashierDialog(page)))
    return target.expectDialog ? ran('layout', ['the cashier dialog is not showing']) : skipped('layout', 'no dialog');
  return ran('layout', await layoutViolations(page));
}

async function keyboardChecks(page: Page, target: SweepTarget): Promise<CheckResult[]> {
  const keyboardChecks = CHECKS.filter((check) => check !== 'axe' && check !== 'layout');
  if (!target.keyboard) return keyboardChecks.map((check) => skipped(check, 'axe only'));
  await installHelpers(page);
  if (await hostDialogOpen(page))
    return keyboardChecks.map((check) => skipped(check, 'a host dialog is above the cashier'));
  if (!(await hasCashierDialog(page))) {
    if (!target.expectDialog) return keyboardChecks.map((check) => skipped(check, 'no cashier dialog showing'));
    return [
      ran('focus-in', ['the cashier dialog is not showing']),
      ...keyboardChecks.slice(1).map((check) => skipped(check, 'no dialog')),
    ];
  }

  const results: CheckResult[] = [];
  const start = await focusPlace(page);
  results.push(
    ran(
      'focus-in',
      start.inside ? [] : [`once the state is reached, focus is outside the dialog, on ${start.description}`],
    ),
  );
  results.push(...(await trapChecks(page)));
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

/**
 * One target: a clean sandbox, context and tab (the worker's one tab, emptied: test/e2e/casePage.ts), the page
 * opened and brought into its state, axe and the keyboard checks. A failure of the harness (the page could not be
 * opened) is the target's error, never an exception. CSP violations and XSS tripwire hits the browser recorded
 * meanwhile are the target's errors too.
 */
export async function sweepTarget(
  browser: Browser,
  pages: CasePages,
  stack: Stack,
  target: SweepTarget,
): Promise<TargetResult> {
  // The tab is emptied first: the last target's document stops sending requests before the sandbox is reset.
  const page = await pages.next(browser.context);
  stack.sandbox.admin.reset();
  await browser.context.clearCookies();

  const errors: string[] = [];
  const security = { csp: browser.cspViolations.length, xss: browser.xssTripwireHits.length };
  let results: CheckResult[] = [];
  try {
    // Inside the try: a failed login is this target's harness error in the report, not the end of the sweep.
    if (target.player) await login(browser.context, stack, target.player);
    const opened = await openTarget(page, stack, target);
    const axe = ran('axe', await axeViolations(page));
    // Before the keyboard checks: their Escape closes the dialog.
    const layout = await layoutCheck(page, target);
    results = [axe, layout, ...(await keyboardChecks(page, target))];
    errors.push(...opened.pageErrors.map((error) => `page error: ${error}`));
  } catch (error) {
    errors.push(`harness: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  // The browser's close() fails the worker on these as well (test/e2e/browser.ts); here they are named with their target.
  errors.push(...browser.cspViolations.slice(security.csp).map((text) => `securitypolicyviolation: ${text}`));
  errors.push(...browser.xssTripwireHits.slice(security.xss).map((text) => `XSS tripwire fired: ${text}`));
  return { target, results, errors };
}
