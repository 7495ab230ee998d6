import type { Browser, BrowserContext } from 'playwright-core';
import { recordBusEvents } from '../e2e/host';

/**
 * A worker's browser context, shared by the cases it runs one after another (docs/testing.md, "Fault matrix").
 *
 * A fresh context per case starts with an empty HTTP cache, so each of the 532 cases fetched and compiled the
 * host's and the remote's bundles again: most of a case's CPU on a 2-core machine. Reused, the content-hashed
 * bundles come from the cache (served `immutable`) with V8's code cache. What a case could leave to the next is
 * removed before the next one starts: its pages are closed, every cookie (the sandbox session) is cleared, and
 * the host origin's localStorage is emptied (sessionStorage lives and dies with the page). A context that cannot
 * be cleaned is replaced by a new one.
 */
export interface CaseContexts {
  /** A clean context for the next case: no page, no cookie, empty localStorage. */
  next(): Promise<BrowserContext>;
  close(): Promise<void>;
}

const VIEWPORT = { width: 1280, height: 900 };

async function open(browser: Browser): Promise<BrowserContext> {
  // Reduced motion: no spinner or skeleton animates while a case waits out a hang, which cost about 15 % of a case's
  // CPU in compositing (measured on 57 deposit cases). What a case asserts never depends on motion; the browser
  // suite (test/e2e) keeps the default.
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  await recordBusEvents(context);
  return context;
}

/** Empties localStorage of the origin each open page shows, closes every page and clears the cookies. */
async function clean(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) {
    if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
    await page.close();
  }
  await context.clearCookies();
}

export function caseContexts(browser: Browser): CaseContexts {
  let current: BrowserContext | undefined;
  return {
    async next() {
      if (current) {
        try {
          await clean(current);
          return current;
        } catch {
          await current.close().catch(() => undefined);
        }
      }
      current = await open(browser);
      return current;
    },
    async close() {
      await current?.close().catch(() => undefined);
      current = undefined;
    },
  };
}
