/**
 * The fault matrix as Playwright tests (project `faults`; test/faults/README.md): one test per case of planMatrix,
 * named as the report names it (`player.getProfile × 500`, `deposit.payByCard × lost, retry`). runCase and
 * runLostCase are the logic; each test hands its result to test/faults/reporter.ts as a JSON attachment, and the
 * reporter prints the call × fault table once at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test as base } from '@playwright/test';
import { startServers } from '../../scripts/start';
import { workerStack, type Stack } from '../e2e/stack';
import { caseContexts, type CaseContexts } from './caseContext';
import { runLostCase } from './lost';
import { CASE_ATTACHMENT, caseTitle, isHarnessTimingProblem, matrixOptionsFromEnv, openOf, planMatrix } from './matrix';
import { runCase } from './runCase';

const options = matrixOptionsFromEnv();
const plan = planMatrix(options);
const root = path.resolve(__dirname, '../..');

interface MatrixWorker {
  /** This worker's own servers and sandbox: faults are global to a sandbox, so two workers never share one. */
  matrixStack: Stack;
  /** One browser per worker, with one context its cases reuse one after another, cleaned in between (caseContext.ts). */
  matrixContexts: CaseContexts;
}

const test = base.extend<object, MatrixWorker>({
  matrixStack: workerStack(() =>
    startServers({
      hostPort: 0,
      remotePort: 0,
      hostDir: path.join(root, 'dist/host'),
      remoteDir: path.join(root, 'dist/remote'),
      config: { requestTimeoutMs: options.requestTimeoutMs },
    }),
  ),
  matrixContexts: [
    async ({ launchOptions, matrixStack }, use) => {
      // Chromium's stray writes (config, cache) go to a temp folder, not the home directory.
      const dir = mkdtempSync(path.join(tmpdir(), 'cashier-faults-'));
      const browser = await chromium.launch({
        ...launchOptions,
        headless: true,
        env: { ...process.env, XDG_CONFIG_HOME: path.join(dir, 'config'), XDG_CACHE_HOME: path.join(dir, 'cache') },
      });
      const contexts = caseContexts(browser, matrixStack.hostUrl);
      await use(contexts);
      await contexts.close();
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

// The cases are independent (each resets its worker's sandbox and starts from a clean context): spread them over the workers.
test.describe.configure({ mode: 'parallel' });

for (const item of plan.cases) {
  const title = caseTitle(item);
  test(title, async ({ matrixStack: stack, matrixContexts: contexts }) => {
    const { requestTimeoutMs, lostTimes } = options;
    if (item.way !== undefined) {
      const result = await runLostCase({
        ...(await contexts.next()),
        stack,
        scenario: item.scenario,
        way: item.way,
        requestTimeoutMs,
        lostTimes,
      });
      await test
        .info()
        .attach(CASE_ATTACHMENT, { body: JSON.stringify({ title, lost: result }), contentType: 'application/json' });
      // A call on LOST_PENDING (lost.ts) that fails is pending, not a failure: reported as skipped with its reasons.
      test.fixme(!result.passed && result.pending, `pending [11]: not yet safe: ${result.problems.join(' | ')}`);
      expect(result.problems, `${title}: ${result.effects} effects on the server`).toEqual([]);
      return;
    }
    const open = openOf(item.scenario);
    const run = async () =>
      runCase({
        // A warm case takes the page the last case left, or a blank one (runCase then loads the host's lobby).
        ...((open === 'warm' ? await contexts.keep() : undefined) ?? (await contexts.next())),
        open,
        stack,
        scenario: item.scenario,
        fault: item.fault,
        requestTimeoutMs,
      });
    let result = await run();
    if (!result.passed && result.problems.every(isHarnessTimingProblem)) {
      // Only a Playwright action timing out gets a second run; any assertion the case makes fails at once.
      const again = await run();
      if (again.passed)
        test.info().annotations.push({
          type: 'second run',
          description: `passed on a second run; the first: ${result.problems.join(' | ')}`,
        });
      result = again.passed ? { ...again, flaky: result.problems } : again;
    }
    await test
      .info()
      .attach(CASE_ATTACHMENT, { body: JSON.stringify({ title, case: result }), contentType: 'application/json' });
    expect(result.problems, title).toEqual([]);
  });
}
