/**
 * Playwright Test runs the three browser suites (docs/testing.md): the browser suite (test/e2e/*.e2e.ts), the fault
 * matrix (test/faults/*.spec.ts) and the accessibility sweep (test/a11y/*.spec.ts), each a project, in Debian's
 * Chromium (never a downloaded build: downloads fail on these machines). `globalSetup` builds the remote and the
 * host-demo once unless E2E_SKIP_BUILD=1. Each worker starts its own stack (host-demo + sandbox, remote, provider
 * pages on free loopback ports) in-process, so a test reads and sets its sandbox directly and two workers never
 * share a sandbox; that is why there is no `webServer` entry for the stack.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, SUITE_CHROMIUM_ARGS } from './test/e2e/browser';

export default defineConfig({
  globalSetup: './test/playwright/globalSetup.ts',
  outputDir: 'test-results/playwright',
  // More workers than the 2 cores for the fault matrix (four) and the a11y sweep (three, its project limit): a case
  // waits out quiet windows and request timeouts, and the extra workers fill those gaps (57 deposit cases on an idle
  // machine: 107 s with three workers, 91 s with four, for the same CPU; docs/testing.md, "CI"). The browser suite
  // stays at two (its project limit below): its timing checks are written for that load. PW_WORKERS sets the total.
  workers: Number(process.env.PW_WORKERS ?? 4),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // A test that fails and then passes on its retry (the browser suite's one retry, below) still fails the run: the
  // retry is there to record the failure's trace, never to turn a flaky test green.
  failOnFlakyTests: true,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/playwright-report' }]],
  use: {
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: SUITE_CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    // The trace is recorded on a failed test's retry (Playwright's own advice for CI), not on every test: recording
    // it (a screencast, a DOM snapshot per action, every response) took 42 % of the browser suite's CPU on this
    // 2-core machine (account + history files: 118 CPU-s with `retain-on-failure`, 69 without; docs/testing.md,
    // "CI"). The failed attempt keeps its screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // One retry, for the trace of a failure (failOnFlakyTests keeps a pass on the retry a failure).
    { name: 'e2e', testDir: 'test/e2e', testMatch: '*.e2e.ts', timeout: 120_000, workers: 2, retries: 1 },
    // The fault matrix and the a11y sweep open their own contexts: Playwright Test gives those its actionTimeout
    // (none by default), so a click that cannot happen would wait for the test's timeout instead of failing as a
    // harness error (`locator.click: Timeout 30000ms exceeded`, the one kind a fault case runs twice for:
    // test/faults/matrix.ts isHarnessTimingProblem). 30 s is Playwright's library default, which they were written for.
    // A fault case may run twice, each up to about a minute with a hang. No trace or screenshot: each case reports
    // its own findings to its reporter (test/faults/reporter.ts, test/a11y/reporter.ts), and recording 532 cases
    // costs the loaded machine time (`--trace on` to debug one).
    // `a11y` before `faults` (here and in `npm run test:sweeps`): a run that deals its longest tests first ends with
    // its workers finishing together (docs/testing.md, "Accessibility sweep").
    {
      name: 'a11y',
      testDir: 'test/a11y',
      testMatch: '*.spec.ts',
      timeout: 120_000,
      workers: 3,
      use: { trace: 'off', screenshot: 'off', actionTimeout: 30_000, navigationTimeout: 30_000 },
    },
    {
      name: 'faults',
      testDir: 'test/faults',
      testMatch: '*.spec.ts',
      timeout: 240_000,
      use: { trace: 'off', screenshot: 'off', actionTimeout: 30_000, navigationTimeout: 30_000 },
    },
  ],
});
