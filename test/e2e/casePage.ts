import type { BrowserContext, Page } from 'playwright-core';

/**
 * The one tab a worker's tests run in, one after another (the browser suite, the fault matrix and the a11y sweep;
 * docs/testing.md, "CI"). A new page for each test costs a new renderer process, whose V8 compiles the host's and
 * the remote's bundles again and warms up from nothing: measured on this 2-core machine, 30 loads of history/ as
 * one player took 0.74 CPU-s each in a new page and 0.43 in the same tab (about 40 % less), cgroup-accounted with
 * Chromium's processes. The tab is emptied between tests, so a test starts as it did in a new page:
 *
 * - the previous document is gone (`about:blank`): its timers, polls and requests end before the next test resets
 *   the sandbox;
 * - the host origin's localStorage and sessionStorage are cleared (sessionStorage belongs to the tab, so a reused tab
 *   would otherwise carry it over); the caller clears the cookies;
 * - every listener, route and page init script the last test added is dropped (they are the page's, not the
 *   context's), and the viewport and emulated media are the context's again;
 * - every other page (a provider's popup, a second tab) is closed.
 *
 * A tab left on another origin (a provider page), or one that cannot be emptied, is closed and replaced by a new
 * page: reuse saves CPU, it is never a reason for a test to start from another test's state. No test walks Back into
 * an earlier test's entries (none of the suites uses the tab's history that way), so its session history is no leak.
 */
export interface CasePages {
  /** Empties the context's tab for the next test (or opens a new one) and returns it, on `about:blank`. */
  next(context: BrowserContext): Promise<Page>;
  /**
   * The context's tab with its document kept (the host-demo page the last test left, signed in or out): every
   * listener, route and init script of the last test dropped, the host origin's storage cleared, the viewport and
   * emulated media the context's again, every other page closed. Undefined when there is no such tab (none yet,
   * closed, on `about:blank` or another origin): the caller then uses `next`.
   */
  keep(context: BrowserContext): Promise<Page | undefined>;
}

export interface CasePagesOptions {
  /** The host-demo's origin: the only one whose storage a test fills (the cashier runs in the host's page). */
  hostUrl: string;
  /** The context's viewport and reduced-motion setting, which the tab gets back. */
  viewport: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
}

/** Events a test may listen to on its page. */
const TEST_EVENTS = [
  'request',
  'requestfinished',
  'requestfailed',
  'response',
  'pageerror',
  'console',
  'popup',
  'dialog',
  'download',
  'frameattached',
  'framenavigated',
  'load',
  'domcontentloaded',
] as const;

type Disposable = { dispose(): Promise<void> };

/** Page init scripts to drop when their tab is emptied. */
const scriptsOf = new WeakMap<Page, Disposable[]>();

/** The tab `next` emptied last in each context, until a test takes it (openHost in test/e2e/host.ts). */
const emptyTabs = new WeakMap<BrowserContext, Page>();

/** Drops `script` (what page.addInitScript returned) when `page` is emptied for the next test. */
export function untilEmptied(page: Page, script: Disposable): void {
  scriptsOf.set(page, [...(scriptsOf.get(page) ?? []), script]);
}

/** The context's emptied tab, once: the first page a test opens; undefined when there is none (open a new page). */
export function takeEmptyTab(context: BrowserContext): Page | undefined {
  const page = emptyTabs.get(context);
  emptyTabs.delete(context);
  return page && !page.isClosed() && page.url() === 'about:blank' ? page : undefined;
}

export function casePages(options: CasePagesOptions): CasePages {
  let tab: Page | undefined;

  /** Drops what the last test added to the page and clears the host origin's storage; the document stays. */
  async function forget(page: Page): Promise<void> {
    for (const event of TEST_EVENTS) page.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const script of scriptsOf.get(page) ?? []) await script.dispose();
    scriptsOf.delete(page);
    if (page.url() !== 'about:blank')
      await page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
  }

  /** The viewport and emulated media of a new page of the context (Playwright's defaults where it sets nothing). */
  async function resetView(page: Page): Promise<void> {
    await page.setViewportSize(options.viewport);
    await page.emulateMedia({
      media: null,
      colorScheme: 'light',
      reducedMotion: options.reducedMotion ?? 'no-preference',
      forcedColors: 'none',
      contrast: 'no-preference',
    });
  }

  async function empty(page: Page): Promise<boolean> {
    if (page.isClosed()) return false;
    const url = page.url();
    if (url !== 'about:blank' && new URL(url).origin !== new URL(options.hostUrl).origin) return false;
    await forget(page);
    await page.goto('about:blank');
    await resetView(page);
    return true;
  }

  return {
    async next(context) {
      const reusable = tab && tab.context() === context ? tab : undefined;
      for (const page of context.pages()) if (page !== reusable) await page.close();
      let page: Page;
      if (reusable && (await empty(reusable).catch(() => false))) {
        page = reusable;
      } else {
        await reusable?.close().catch(() => undefined);
        page = await context.newPage();
      }
      tab = page;
      emptyTabs.set(context, page);
      return page;
    },
    async keep(context) {
      const page = tab && tab.context() === context && !tab.isClosed() ? tab : undefined;
      if (!page || page.url() === 'about:blank' || new URL(page.url()).origin !== new URL(options.hostUrl).origin)
        return undefined;
      for (const other of context.pages()) if (other !== page) await other.close();
      try {
        await forget(page);
        await resetView(page);
      } catch {
        return undefined;
      }
      return page;
    },
  };
}
