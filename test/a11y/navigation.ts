import type { Page } from 'playwright-core';

/** Moves the host's router to `path` the way an in-app link does (history push + popstate), without a reload. */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/** Waits until the cashier's modal dialog shows. */
export async function waitForCashierDialog(page: Page, timeout = 10_000): Promise<void> {
  await page.locator('[data-cashier-root] [role="dialog"]').first().waitFor({ state: 'visible', timeout });
}

/** The origin the host loaded the remote from (its remoteEntry.js), read from the page's resource timing. */
export async function remoteOrigin(page: Page): Promise<string> {
  const entry = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((resource) => resource.name)
      .find((name) => /\/(remoteEntry\.js|mf-manifest\.json)(\?|$)/.test(name)),
  );
  if (!entry) throw new Error('the page has not loaded the remote yet');
  return new URL(entry).origin;
}
