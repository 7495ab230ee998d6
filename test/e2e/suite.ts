import { test } from '@playwright/test';
import { DEFAULT_VIEWPORT, launchBrowser, type Browser } from './browser';
import { casePages, type CasePages } from './casePage';
import { recordBusEvents } from './host';
import { startStack, type Stack } from './stack';

export interface SuiteParts {
  stack: Stack;
  browser: Browser;
}

export interface SuiteOptions {
  /** Once the stack and browser are up (e.g. create a screenshot folder). */
  setUp?: () => void | Promise<void>;
  /** Before each test, after the common reset (e.g. drop routes the previous test installed). */
  reset?: (parts: SuiteParts) => void | Promise<void>;
  /**
   * Keep every react-dom renderer of a page: a stub of React DevTools' hook, with which each react-dom copy registers
   * (`globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers`: their count and versions).
   */
  reactRenderers?: boolean;
}

const REACT_RENDERERS_HOOK = `globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, isDisabled: false,
  renderers: new Map(), inject(renderer) { this.renderers.set(this.renderers.size + 1, renderer); return this.renderers.size; },
  onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };`;

/**
 * The hooks every browser suite needs, on Playwright Test's `test` (docs/testing.md): one stack (host-demo +
 * sandbox, remote, provider pages on free ports) and one browser recording bus events per file and worker; before
 * each test a fresh sandbox, no cookies and one empty tab (test/e2e/casePage.ts), which the test's first openHost
 * takes. Playwright Test instruments this persistent context too
 * (every context a worker opens): `screenshot: 'only-on-failure'` and `trace: 'on-first-retry'` of
 * playwright.config.ts cover it, so a failed test leaves a screenshot of its pages, and its retry a trace. After each test, a CSP violation or an XSS tripwire hit in any page of the browser fails that test.
 * `ready` hands the parts to the file's own variables as soon as they exist.
 */
export function setUpBrowserSuite(ready: (parts: SuiteParts) => void, options: SuiteOptions = {}): void {
  let parts: SuiteParts | undefined;
  let tabs: CasePages | undefined;
  let reported = { csp: 0, xss: 0 };
  test.beforeAll(async () => {
    const stack = await startStack();
    const browser = await launchBrowser();
    await recordBusEvents(browser.context);
    // waits.ts reads answers from resource timing: room for every request a long test makes (the default is 250).
    await browser.context.addInitScript('performance.setResourceTimingBufferSize(100000)');
    if (options.reactRenderers) await browser.context.addInitScript(REACT_RENDERERS_HOOK);
    parts = { stack, browser };
    tabs = casePages({ hostUrl: stack.hostUrl, viewport: DEFAULT_VIEWPORT });
    ready(parts);
    await options.setUp?.();
  });
  test.afterAll(async () => {
    if (!parts) return;
    try {
      // Also fails on what the browser recorded after the last test's check.
      await parts.browser.close();
    } finally {
      await parts.stack.close();
    }
  });
  test.beforeEach(async () => {
    if (!parts || !tabs) throw new Error('the browser suite did not start');
    // The last test's pages go first (its one tab is emptied for openHost, test/e2e/casePage.ts): nothing of it
    // sends a request after the sandbox is reset.
    await tabs.next(parts.browser.context);
    parts.stack.sandbox.admin.reset();
    await parts.browser.context.clearCookies();
    await options.reset?.(parts);
  });
  test.afterEach(async () => {
    if (!parts) return;
    const { browser } = parts;
    // What the browser recorded during this test fails this test (not only the file's close, as before).
    const csp = browser.cspViolations.slice(reported.csp);
    const xss = browser.xssTripwireHits.slice(reported.xss);
    reported = { csp: browser.cspViolations.length, xss: browser.xssTripwireHits.length };
    const problems = [
      ...csp.map((text) => `securitypolicyviolation: ${text}`),
      ...xss.map((text) => `XSS tripwire fired: ${text}`),
    ];
    if (problems.length > 0) throw new Error(`the browser recorded:\n${problems.join('\n')}`);
  });
}
