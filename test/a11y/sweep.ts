import type { Page } from 'playwright-core';
import { CASHIER_COLOR_SCHEME_KEY } from '../../host-demo/src/config/cashierColorScheme';
import { launchBrowser, watchPage, type Browser } from '../e2e/browser';
import { login } from '../e2e/host';
import { startStack, type Stack } from '../e2e/stack';
import { axeViolations } from './axe';
import { installBreak, type BreakName } from './breaks';
import { escapeCheck, trapChecks } from './keyboard';
import { focusPlace, hasCashierDialog, hostDialogOpen, installHelpers } from './pageHelpers';
import { printReport } from './report';
import { sweepTargets } from './targets';
import { CHECKS, type CheckName, type CheckResult, type SweepTarget, type TargetResult } from './types';

/** Enter effects (init, cash data, the geo check 500 ms after opening) settle before anything is audited. */
const SETTLE_MS = 800;
/** After that, the page must be network-quiet this long (at most QUIET_MAX_MS: a hanging request is allowed). */
const QUIET_MS = 300;
const QUIET_MAX_MS = 5_000;

/** Counts the page's requests in flight, so the audit waits until screens have their data. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('request', () => {
    inFlight += 1;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

async function settle(page: Page, inFlight: () => number): Promise<void> {
  await page.waitForTimeout(SETTLE_MS);
  const deadline = Date.now() + QUIET_MAX_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await page.waitForTimeout(50);
  }
}
const OPENER = 'data-a11y-opener';

export interface SweepOptions {
  /** Only targets whose id contains this text. */
  filter?: string;
  /** A deliberate break (see breaks.ts) to show the sweep fails. */
  breakName?: BreakName;
}

const skipped = (check: CheckName, note: string): CheckResult => ({ check, status: 'skipped', violations: [], note });
const ran = (check: CheckName, violations: string[]): CheckResult => ({ check, status: 'ran', violations });

async function openTarget(browser: Browser, stack: Stack, target: SweepTarget): Promise<{ page: Page; pageErrors: string[] }> {
  const page = await browser.context.newPage();
  const watch = watchPage(page);
  const inFlight = trackRequests(page);
  // The host-demo passes this setting to the cashier as `colorScheme`; written for every target, because the
  // browser context (and its localStorage) is shared by the targets a worker runs.
  await page.addInitScript(([key, scheme]) => window.localStorage.setItem(key, scheme), [CASHIER_COLOR_SCHEME_KEY, target.colorScheme ?? 'light'] as const);
  await page.goto(`${stack.hostUrl}${target.path}`);
  await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready', undefined, { timeout: 15_000 });
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
  await settle(page, inFlight);
  return { page, pageErrors: watch.pageErrors };
}

async function keyboardChecks(page: Page, target: SweepTarget): Promise<CheckResult[]> {
  const keyboardChecks = CHECKS.filter((check) => check !== 'axe');
  if (!target.keyboard) return keyboardChecks.map((check) => skipped(check, 'axe only'));
  await installHelpers(page);
  if (await hostDialogOpen(page)) return keyboardChecks.map((check) => skipped(check, 'a host dialog is above the cashier'));
  if (!(await hasCashierDialog(page))) {
    if (!target.expectDialog) return keyboardChecks.map((check) => skipped(check, 'no cashier dialog showing'));
    return [ran('focus-in', ['the cashier dialog is not showing']), ...keyboardChecks.slice(1).map((check) => skipped(check, 'no dialog'))];
  }

  const results: CheckResult[] = [];
  const start = await focusPlace(page);
  results.push(ran('focus-in', start.inside ? [] : [`once the state is reached, focus is outside the dialog, on ${start.description}`]));
  results.push(...(await trapChecks(page)));
  results.push(await escapeCheck(page));
  if (target.fromOpener) {
    const returned = await page
      .waitForFunction((attribute) => document.activeElement?.hasAttribute(attribute) === true, OPENER, { timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    const where = returned ? '' : (await focusPlace(page)).description;
    results.push(ran('focus-return', returned ? [] : [`after closing, focus is on ${where}, not on the host's Cashier button`]));
  } else {
    results.push(skipped('focus-return', 'not opened from a host control'));
  }
  return results;
}

async function sweepTarget(browser: Browser, stack: Stack, target: SweepTarget): Promise<TargetResult> {
  stack.sandbox.admin.reset();
  await browser.context.clearCookies();
  for (const open of browser.context.pages()) await open.close();

  const errors: string[] = [];
  let page: Page | undefined;
  try {
    // Inside the try: a failed login is this target's harness error in the report, not the end of the sweep.
    if (target.player) await login(browser.context, stack, target.player);
    const opened = await openTarget(browser, stack, target);
    page = opened.page;
    const axe = ran('axe', await axeViolations(page));
    const results = [axe, ...(await keyboardChecks(page, target))];
    errors.push(...opened.pageErrors.map((error) => `page error: ${error}`));
    return { target, results, errors };
  } catch (error) {
    errors.push(`harness: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return { target, results: [], errors };
  } finally {
    await page?.close().catch(() => undefined);
  }
}

/** Runs the sweep and prints the table; resolves to the process exit code (0 only with zero violations). */
export async function runSweep(options: SweepOptions = {}): Promise<number> {
  const targets = sweepTargets().filter((target) => !options.filter || target.id.includes(options.filter));
  if (targets.length === 0) {
    console.error(`no sweep target matches "${options.filter ?? ''}"`);
    return 1;
  }
  const workers = Math.max(1, Math.min(targets.length, Number(process.env.A11Y_WORKERS ?? '2') || 1));
  if (options.breakName) console.log(`\n!! deliberate break "${options.breakName}" installed: this run must fail\n`);
  const results: TargetResult[] = new Array<TargetResult>(targets.length);
  let next = 0;
  const started = Date.now();
  // Each worker has its own servers (so its own sandbox) and its own browser: sandbox resets never race.
  const worker = async () => {
    const stack = await startStack();
    const browser = await launchBrowser();
    try {
      if (options.breakName) await installBreak(browser.context, options.breakName, stack.remoteUrl);
      for (let index = next++; index < targets.length; index = next++) {
        const target = targets[index];
        if (!target) continue;
        const result = await sweepTarget(browser, stack, target);
        results[index] = result;
        const count = result.results.reduce((sum, check) => sum + check.violations.length, 0) + result.errors.length;
        process.stdout.write(count === 0 ? '.' : 'F');
      }
    } finally {
      await browser.close();
      await stack.close();
    }
  };
  await Promise.all(Array.from({ length: workers }, () => worker()));
  process.stdout.write(`  ${targets.length} targets, ${workers} workers, ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return printReport(results);
}
