import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Browser } from './browser';
import { login, openHost } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';

/*
 * Opening fast (issue [6], docs/architecture.md "Opening fast") in real Chromium through the host-demo: the
 * package list's code is preloaded while the page is idle, so the first open shows no route loading status; its
 * data too, for a signed-in player, so the first open asks for none of it; and entering the area asks for the
 * packages while the screen's code is still downloading, not after it.
 */

let stack: Stack;
let browser: Browser;

setUpBrowserSuite((parts) => ({ stack, browser } = parts));

const DEPOSIT_CHUNK = /\/deposit\.[0-9a-f]+\.js$/;

/** Records every route loading status ("Loading…") that appears inside the cashier, from page start. */
const RECORD_ROUTE_FALLBACKS = `(() => {
  window.__routeFallbacks = 0;
  new MutationObserver(() => {
    for (const status of document.querySelectorAll('[data-cashier-root] [role="dialog"] [role="status"]')) {
      if (status.textContent === 'Loading…' && !status.dataset.seen) {
        status.dataset.seen = '1';
        window.__routeFallbacks += 1;
      }
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

/** How many requests of the page so far have a URL that matches. */
const requestsOf = (page: Page, pattern: RegExp) =>
  page.evaluate((source) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => new RegExp(source).test(entry.name)).length, pattern.source);

/** startTime and responseEnd of the page's first resource whose URL matches. */
const timing = (page: Page, pattern: RegExp) =>
  page.evaluate((source) => {
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((item) => new RegExp(source).test(item.name));
    return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
  }, pattern.source);

describe('opening fast', () => {
  it('the package list code is preloaded while the page is idle: the first open shows no route loading status', async () => {
    await login(browser.context, stack, 'verified');
    await browser.context.addInitScript(RECORD_ROUTE_FALLBACKS);
    const { page, watch } = await openHost(browser.context, stack, '/');
    // The cash area is closed: the idle preload fetches the package list's chunk on its own.
    await page.waitForFunction(
      (source) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((entry) => new RegExp(source).test(entry.name) && entry.responseEnd > 0),
      DEPOSIT_CHUNK.source,
      { timeout: 10_000 },
    );
    await page.getByRole('button', { name: 'Cashier', exact: true }).click();
    await page.getByRole('list', { name: 'Choose a package' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { __routeFallbacks: number }).__routeFallbacks), 0, 'a route loading status showed although the chunk was in');
    assert.deepEqual(watch.pageErrors, []);
  });

  it('the idle preload also loads the package list\'s data: the first open shows it without asking again', async () => {
    await login(browser.context, stack, 'verified');
    const { page, watch } = await openHost(browser.context, stack, '/');
    const cards = /\/rest\/cash\/cards\//;
    const lightCash = /\/rest\/cash\/input\/light-cash\//;
    await page.waitForFunction(
      (source) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((entry) => new RegExp(source).test(entry.name) && entry.responseEnd > 0),
      cards.source,
      { timeout: 10_000 },
    );
    // The answers go into the store once the chunk is in (it holds the calls' schemas).
    await page.waitForTimeout(500);
    assert.equal(await requestsOf(page, cards), 1);
    assert.equal(await requestsOf(page, lightCash), 1);
    await page.getByRole('button', { name: 'Cashier', exact: true }).click();
    await page.getByRole('list', { name: 'Choose a package' }).waitFor();
    await page.waitForTimeout(300);
    assert.equal(await requestsOf(page, cards), 1, 'the packages were asked again on open');
    assert.equal(await requestsOf(page, lightCash), 1, 'the quick deposit was asked again on open');
    assert.deepEqual(watch.pageErrors, []);
  });

  it('a signed-out page: the idle preload tells the host nothing (no sign-in dialog, no logout event)', async () => {
    await browser.context.clearCookies();
    const { page, watch } = await openHost(browser.context, stack, '/');
    await page.waitForFunction(
      () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((entry) => entry.name.includes('/rest/cash/cards/') && entry.responseEnd > 0),
      undefined,
      { timeout: 10_000 },
    );
    await page.waitForTimeout(500);
    // The host-demo's event log lists every bus event (one <li data-event-type> each) and has heard the bus by now.
    await page.getByText('The cashier is closed.').waitFor();
    assert.equal(await page.locator('[data-event-type="logout"], [data-event-type="open-auth-modal"]').count(), 0);
    assert.equal(await page.getByRole('dialog', { name: 'Sign in' }).count(), 0);
    assert.deepEqual(watch.pageErrors, []);
  });

  it('entering the area asks for the packages while the screen code is still downloading', async () => {
    await login(browser.context, stack, 'verified');
    // The screen's chunk takes 600 ms to arrive, as on a slow network.
    await browser.context.route(
      (url) => DEPOSIT_CHUNK.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.fulfill({ response });
      },
    );
    try {
      const { page } = await openHost(browser.context, stack, '/cash/deposit/');
      await page.getByRole('list', { name: 'Choose a package' }).waitFor();
      const chunk = await timing(page, DEPOSIT_CHUNK);
      const cards = await timing(page, /\/rest\/cash\/cards\//);
      const lightCash = await timing(page, /\/rest\/cash\/input\/light-cash\//);
      assert.ok(chunk && cards && lightCash, `timings: chunk ${JSON.stringify(chunk)}, cards ${JSON.stringify(cards)}, light-cash ${JSON.stringify(lightCash)}`);
      assert.ok(cards.start < chunk.end, `packages asked at ${cards.start.toFixed(0)} ms, after the chunk arrived at ${chunk.end.toFixed(0)} ms`);
      assert.ok(lightCash.start < chunk.end, `quick deposit asked at ${lightCash.start.toFixed(0)} ms, after the chunk arrived at ${chunk.end.toFixed(0)} ms`);
    } finally {
      await browser.context.unroute((url) => DEPOSIT_CHUNK.test(url.pathname));
    }
  });
});
