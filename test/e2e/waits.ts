import { expect, type Page } from '@playwright/test';

/*
 * Waits on what a fixed sleep used to stand for (docs/testing.md "No fixed sleeps"). Where a test must show that
 * something does NOT happen, see quietPeriod.ts.
 */

/** The page has painted twice since now: what a state change just committed is laid out and on screen. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** How many requests whose URL matches `pattern` the current document has had answered (resource timing). */
export function answeredCount(page: Page, pattern: RegExp): Promise<number> {
  return page.evaluate(
    (source) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => new RegExp(source).test(entry.name) && entry.responseEnd > 0,
      ).length,
    pattern.source,
  );
}

/**
 * Until the current document has had more than `since` answers to requests matching `pattern` (resource timing, so
 * an answer that came before this call counts too; suite.ts raises the page's resource timing buffer).
 */
export async function answered(page: Page, pattern: RegExp, since = 0, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    ({ source, count }) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => new RegExp(source).test(entry.name) && entry.responseEnd > 0,
      ).length > count,
    { source: pattern.source, count: since },
    { timeout },
  );
}

/** The geo check's call (src/shared/cashier/geoCheck.ts), the last of the enter effects of the cash area. */
export const GEO_CHECK = /\/rest\/fraud-detectors\/identity-match\//;

/**
 * The enter effects of opening the cash area are done: the geo check, sent 500 ms after entering
 * (docs/product/constants.md#geo-check-delay) after init and the cash data, has its answer and the page has painted
 * since. `since`: the geo answers the document had before this entry (answeredCount(page, GEO_CHECK)).
 */
export async function enterEffectsSettled(page: Page, since = 0): Promise<void> {
  await answered(page, GEO_CHECK, since);
  await nextFrames(page);
}

/** Until `read()` returns true (polled; Playwright's default intervals), failing with `message`. */
export async function until(read: () => boolean | Promise<boolean>, message: string, timeout = 10_000): Promise<void> {
  await expect.poll(read, { message, timeout }).toBe(true);
}
