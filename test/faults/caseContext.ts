import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEFAULT_VIEWPORT } from '../e2e/browser';
import { casePages } from '../e2e/casePage';
import { recordBusEvents } from '../e2e/host';

/**
 * A worker's browser context and tab, shared by the cases it runs one after another (docs/testing.md, "Fault
 * matrix").
 *
 * A fresh context per case starts with an empty HTTP cache, so each of the 532 cases fetched and compiled the
 * host's and the remote's bundles again: most of a case's CPU on a 2-core machine. Reused, the content-hashed
 * bundles come from the cache (served `immutable`) with V8's code cache; the reused tab (test/e2e/casePage.ts) keeps
 * the renderer process, whose V8 has them compiled already. What a case could leave to the next is removed before
 * the next one starts: every cookie (the sandbox session) is cleared, and the tab is emptied (casePage.ts: the
 * document, the host origin's storage, the case's listeners and routes; other pages closed). A context that cannot
 * be cleaned is replaced by a new one.
 */
export interface CaseContexts {
  /** A clean context for the next case (no cookie, empty storage) and its one tab, on `about:blank`. */
  next(): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * The context and its tab with the last case's host-demo document kept (casePage.ts `keep`), no cookie; undefined
   * when the tab cannot be kept (the caller then takes `next`).
   */
  keep(): Promise<{ context: BrowserContext; page: Page } | undefined>;
  close(): Promise<void>;
}

const REDUCED_MOTION = 'reduce';

async function open(browser: Browser): Promise<BrowserContext> {
  // Reduced motion: no spinner or skeleton animates while a case waits out a hang, which cost about 15 % of a case's
  // CPU in compositing (measured on 57 deposit cases). What a case asserts never depends on motion; the browser
  // suite (test/e2e) keeps the default.
  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, reducedMotion: REDUCED_MOTION });
  await recordBusEvents(context);
  return context;
}

export function caseContexts(browser: Browser, hostUrl: string): CaseContexts {
  let current: BrowserContext | undefined;
  const pages = casePages({ hostUrl, viewport: DEFAULT_VIEWPORT, reducedMotion: REDUCED_MOTION });
  return {
    async next() {
      if (current) {
        try {
          const page = await pages.next(current);
          await current.clearCookies();
          return { context: current, page };
        } catch {
          await current.close().catch(() => undefined);
        }
      }
      current = await open(browser);
      return { context: current, page: await pages.next(current) };
    },
    async keep() {
      if (!current) return undefined;
      const page = await pages.keep(current).catch(() => undefined);
      if (!page) return undefined;
      await current.clearCookies();
      return { context: current, page };
    },
    async close() {
      await current?.close().catch(() => undefined);
      current = undefined;
    },
  };
}
