import { after, before, beforeEach } from 'node:test';
import { launchBrowser, type Browser } from './browser';
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
}

/**
 * The hooks every browser suite needs: one stack (host-demo + sandbox, remote, provider pages on free ports) and
 * one browser recording bus events for the file; before each test a fresh sandbox, no cookies and no open pages.
 * `ready` hands the parts to the file's own variables as soon as they exist.
 */
export function setUpBrowserSuite(ready: (parts: SuiteParts) => void, options: SuiteOptions = {}): void {
  let parts: SuiteParts | undefined;
  before(async () => {
    const stack = await startStack();
    const browser = await launchBrowser();
    await recordBusEvents(browser.context);
    parts = { stack, browser };
    ready(parts);
    await options.setUp?.();
  });
  after(async () => {
    await parts?.browser.close();
    await parts?.stack.close();
  });
  beforeEach(async () => {
    if (!parts) throw new Error('the browser suite did not start');
    parts.stack.sandbox.admin.reset();
    await parts.browser.context.clearCookies();
    for (const page of parts.browser.context.pages()) await page.close();
    await options.reset?.(parts);
  });
}
