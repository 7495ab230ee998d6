/**
 * The accessibility sweep as Playwright tests (project `a11y`; docs/testing.md): one test per target of
 * targets.ts (a route or a scenario, with its dark pass where it has one), named by the target's id, and one per
 * sandbox player walking every route (`walk · <player>`, matrix.ts). sweep.ts is the logic; each test hands
 * its result to test/a11y/reporter.ts as a JSON attachment, and the reporter prints the target × check table once
 * at the end. A11Y_FILTER=<text> runs only targets whose id contains it; A11Y_BREAK=<name> installs a deliberate
 * break (breaks.ts): the run must fail.
 */
import { expect, test as base } from '@playwright/test';
import { DEFAULT_VIEWPORT, launchBrowser, type Browser } from '../e2e/browser';
import { casePages, type CasePages } from '../e2e/casePage';
import { startStack, workerStack, type Stack } from '../e2e/stack';
import { a11yBreakFromEnv, installBreak } from './breaks';
import { sweepTarget } from './sweep';
import { sweepTargets } from './targets';
import { TARGET_ATTACHMENT, type ReportedTarget, type TargetResult } from './types';
import { walkRoutes } from './matrix';
import { PLAYER_IDS } from '../../host-demo/sandbox/account/players';

const breakName = a11yBreakFromEnv();
/** The sweep's browser prefers reduced motion: nothing animates while a target waits to be quiet. */
const REDUCED_MOTION = 'reduce';
const filter = process.env.A11Y_FILTER || undefined;
const targets = sweepTargets().filter((target) => !filter || target.id.includes(filter));
const walkers = PLAYER_IDS.filter((player) => !filter || `walk · ${player}`.includes(filter));

interface SweepWorker {
  /** This worker's own servers: a sandbox reset never races another worker's target. */
  a11yStack: Stack;
  /** This worker's browser (one context, test/e2e/browser.ts), with the break installed when one is asked for. */
  a11yBrowser: Browser;
  /** The browser's one tab, which the worker's targets reuse one after another (test/e2e/casePage.ts). */
  a11yPages: CasePages;
}

const test = base.extend<object, SweepWorker>({
  a11yStack: workerStack(startStack),
  a11yBrowser: [
    async ({ a11yStack }, use) => {
      const browser = await launchBrowser({ reducedMotion: REDUCED_MOTION });
      if (breakName) await installBreak(browser.context, breakName, a11yStack.remoteUrl);
      await use(browser);
      // Fails the worker on any CSP violation or XSS tripwire hit (each is also its target's error).
      await browser.close();
    },
    { scope: 'worker' },
  ],
  a11yPages: [
    async ({ a11yStack }, use) =>
      use(casePages({ hostUrl: a11yStack.hostUrl, viewport: DEFAULT_VIEWPORT, reducedMotion: REDUCED_MOTION })),
    { scope: 'worker' },
  ],
});

// Each target resets its worker's sandbox and cookies and opens its own page: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

/** Hands each row to the reporter (one attachment per row) and fails the test on any violation or error. */
async function report(rows: TargetResult[], what: string) {
  for (const row of rows) {
    const reported: ReportedTarget = {
      target: { id: row.target.id, path: row.target.path },
      results: row.results,
      errors: row.errors,
    };
    await test.info().attach(TARGET_ATTACHMENT, { body: JSON.stringify(reported), contentType: 'application/json' });
  }
  const problems = rows.flatMap((row) => [
    ...row.results.flatMap((entry) =>
      entry.violations.map((violation) => `${row.target.id} [${entry.check}] ${violation}`),
    ),
    ...row.errors.map((error) => `${row.target.id} [error] ${error}`),
  ]);
  expect(problems, what).toEqual([]);
}

// Every route × every sandbox player (matrix.ts): one test per player walks the route table in one page. Declared
// first: the walks are the sweep's longest tests (about 13 s each), and a run that deals its longest tests first ends
// with its workers finishing together (the `a11y` project runs before `faults` for the same reason).
for (const player of walkers) {
  test(`walk · ${player}`, async ({ a11yStack, a11yBrowser, a11yPages }) => {
    await report(await walkRoutes(a11yBrowser, a11yPages, a11yStack, player), `walk · ${player}`);
  });
}

for (const target of targets) {
  // A target with a dark pass reports two rows (`<id>` and `<id> · dark`), each its own attachment.
  test(target.id, async ({ a11yStack, a11yBrowser, a11yPages }) => {
    await report(await sweepTarget(a11yBrowser, a11yPages, a11yStack, target), `${target.id} (${target.path})`);
  });
}
