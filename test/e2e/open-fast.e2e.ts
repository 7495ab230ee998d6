import assert from 'node:assert/strict';
import { expect, test } from '@playwright/test';
import type { Page, Request } from 'playwright-core';
import type { Browser } from './browser';
import { busEvents, login, openHost } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { answered, enterEffectsSettled, nextFrames } from './waits';

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
  // The cashier renders in its element's shadow root, which a document observer does not see into: once the
  // element is in the page, its shadow root is observed too.
  const observed = new WeakSet();
  const observer = new MutationObserver(() => {
    const shadow = document.querySelector('[data-cashier-root]')?.shadowRoot;
    if (!shadow) return;
    if (!observed.has(shadow)) {
      observed.add(shadow);
      observer.observe(shadow, { childList: true, subtree: true, characterData: true });
    }
    for (const status of shadow.querySelectorAll('[role="dialog"] [role="status"]')) {
      if (status.textContent === 'Loading…' && !status.dataset.seen) {
        status.dataset.seen = '1';
        window.__routeFallbacks += 1;
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** How many requests of the page so far have a URL that matches. */
const requestsOf = (page: Page, pattern: RegExp) =>
  page.evaluate(
    (source) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
        new RegExp(source).test(entry.name),
      ).length,
    pattern.source,
  );

/** startTime and responseEnd of the page's first resource whose URL matches. */
const timing = (page: Page, pattern: RegExp) =>
  page.evaluate((source) => {
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((item) =>
      new RegExp(source).test(item.name),
    );
    return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
  }, pattern.source);

/**
 * Holds back every response for a file whose path matches `held`, as on a slow network, until the page has asked for
 * every one of `calls` (matched on the URL's path) or 5 s have passed (then it goes through, and the test's timings
 * show the late ask). Returns the function that stops holding.
 */
async function holdUntilAsked(held: RegExp, calls: readonly RegExp[]): Promise<() => Promise<void>> {
  const asked = new Set<number>();
  const onRequest = (request: Request) =>
    calls.forEach((pattern, index) => pattern.test(new URL(request.url()).pathname) && asked.add(index));
  browser.context.on('request', onRequest);
  const matches = (url: URL) => held.test(url.pathname);
  await browser.context.route(matches, async (route) => {
    const response = await route.fetch();
    if (asked.size < calls.length) {
      await browser.context
        .waitForEvent('request', { predicate: () => asked.size === calls.length, timeout: 5_000 })
        .catch(() => undefined);
    }
    await route.fulfill({ response });
  });
  return async () => {
    browser.context.off('request', onRequest);
    await browser.context.unroute(matches);
  };
}

test.describe('opening fast', () => {
  test('the package list code is preloaded while the page is idle: the first open shows no route loading status', async () => {
    await login(browser.context, stack, 'verified');
    await browser.context.addInitScript(RECORD_ROUTE_FALLBACKS);
    const { page, watch } = await openHost(browser.context, stack, '/');
    // The cash area is closed: the idle preload fetches the package list's chunk on its own.
    await answered(page, DEPOSIT_CHUNK, 0, 10_000);
    await page.getByRole('button', { name: 'Cashier', exact: true }).click();
    await page.getByRole('list', { name: 'Choose a package' }).waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { __routeFallbacks: number }).__routeFallbacks),
      0,
      'a route loading status showed although the chunk was in',
    );
    assert.deepEqual(watch.pageErrors, []);
  });

  test("the idle preload also loads the package list's data: the first open shows it without asking again", async () => {
    await login(browser.context, stack, 'verified');
    const { page, watch } = await openHost(browser.context, stack, '/');
    const cards = /\/rest\/cash\/cards\//;
    const lightCash = /\/rest\/cash\/input\/light-cash\//;
    await answered(page, cards, 0, 10_000);
    // The answers go into the store once the chunk is in (it holds the calls' schemas).
    await answered(page, DEPOSIT_CHUNK);
    await nextFrames(page);
    assert.equal(await requestsOf(page, cards), 1);
    assert.equal(await requestsOf(page, lightCash), 1);
    await page.getByRole('button', { name: 'Cashier', exact: true }).click();
    await page.getByRole('list', { name: 'Choose a package' }).waitFor();
    // A second ask would go out as the screen mounts: the geo check, 500 ms after entering, comes after it.
    await enterEffectsSettled(page);
    assert.equal(await requestsOf(page, cards), 1, 'the packages were asked again on open');
    assert.equal(await requestsOf(page, lightCash), 1, 'the quick deposit was asked again on open');
    assert.deepEqual(watch.pageErrors, []);
  });

  test('a signed-out page: the idle preload tells the host nothing (no sign-in dialog, no logout event)', async () => {
    await browser.context.clearCookies();
    const { page, watch } = await openHost(browser.context, stack, '/');
    await answered(page, /\/rest\/cash\/cards\//, 0, 10_000);
    // The preload's answers are handled once the chunk is in (it holds the calls' schemas): a 401 would tell the
    // host then.
    await answered(page, DEPOSIT_CHUNK);
    await nextFrames(page);
    // The host-demo's event log lists every bus event (one <li data-event-type> each) and has heard the bus by now.
    await page.getByText('The cashier is closed.').waitFor();
    // The log is there (empty, or listing what the bus said), so its missing entries mean something.
    await expect(
      page.getByText('No events yet.').or(page.getByRole('list', { name: 'Events, newest first' })),
    ).toBeVisible();
    assert.equal(await page.locator('[data-event-type="logout"], [data-event-type="open-auth-modal"]').count(), 0);
    assert.deepEqual(
      (await busEvents(page))
        .map((event) => event.type)
        .filter((type) => type === 'logout' || type === 'open-auth-modal'),
      [],
    );
    // The host's Sign in button is there; its sign-in dialog is not.
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    assert.equal(await page.getByRole('dialog', { name: 'Sign in' }).count(), 0);
    assert.deepEqual(watch.pageErrors, []);
  });

  test('entering the area asks for the packages while the screen code is still downloading', async () => {
    await login(browser.context, stack, 'verified');
    // The screen's chunk is held back until the page has asked for both the packages and the quick deposit.
    const stopHolding = await holdUntilAsked(DEPOSIT_CHUNK, [
      /\/rest\/cash\/cards\//,
      /\/rest\/cash\/input\/light-cash\//,
    ]);
    try {
      const { page } = await openHost(browser.context, stack, '/cash/deposit/');
      await page.getByRole('list', { name: 'Choose a package' }).waitFor();
      const chunk = await timing(page, DEPOSIT_CHUNK);
      const cards = await timing(page, /\/rest\/cash\/cards\//);
      const lightCash = await timing(page, /\/rest\/cash\/input\/light-cash\//);
      assert.ok(
        chunk && cards && lightCash,
        `timings: chunk ${JSON.stringify(chunk)}, cards ${JSON.stringify(cards)}, light-cash ${JSON.stringify(lightCash)}`,
      );
      assert.ok(
        cards.start < chunk.end,
        `packages asked at ${cards.start.toFixed(0)} ms, after the chunk arrived at ${chunk.end.toFixed(0)} ms`,
      );
      assert.ok(
        lightCash.start < chunk.end,
        `quick deposit asked at ${lightCash.start.toFixed(0)} ms, after the chunk arrived at ${chunk.end.toFixed(0)} ms`,
      );
    } finally {
      await stopHolding();
    }
  });
});

test.describe('a cold open on a cash route (issue [15], the first-screen hint)', () => {
  /** The first screen's six GETs: the shell's four and the package list's two (src/runtime/firstScreenTable.ts). */
  const FIRST_SCREEN_CALLS = [
    /\/rest\/cash\/$/,
    /\/rest\/app\/init\/$/,
    /\/i18n\/messages\/cash\/en\/$/,
    /\/api\/rest\/translations\/cash\/en$/,
    /\/rest\/cash\/cards\/$/,
    /\/rest\/cash\/input\/light-cash\/$/,
  ];
  const EXPOSE_CHUNK = /\/__federation_expose_CashierApp\.[0-9a-f]+\.js$/;
  const REMOTE_ENTRY = /\/remoteEntry\.js$/;

  /** Every call was asked once, before the `held` file arrived. */
  async function askedBefore(page: Page, held: RegExp, calls: readonly RegExp[]): Promise<void> {
    const file = await timing(page, held);
    assert.ok(file, `${held.source} was not loaded`);
    for (const pattern of calls) {
      const call = await timing(page, pattern);
      assert.ok(call, `${pattern.source} was never asked`);
      assert.ok(
        call.start < file.end,
        `${pattern.source} asked at ${call.start.toFixed(0)} ms, after ${held.source} came at ${file.end.toFixed(0)} ms`,
      );
      assert.equal(await requestsOf(page, pattern), 1, `${pattern.source} was asked again`);
    }
  }

  test("the host's runtime plugin starts the first screen's calls and chunks when the manifest arrives", async () => {
    await login(browser.context, stack, 'verified');
    // remoteEntry.js itself is held back until the page has asked for the six calls and the package list's chunk:
    // only the host's runtime plugin (contracts/host/firstScreen.ts), reading the manifest, can ask for them meanwhile.
    const stopHolding = await holdUntilAsked(REMOTE_ENTRY, [...FIRST_SCREEN_CALLS, DEPOSIT_CHUNK]);
    try {
      const { page, watch } = await openHost(browser.context, stack, '/cash/deposit/');
      await page.getByRole('list', { name: 'Choose a package' }).waitFor();
      await enterEffectsSettled(page);
      await askedBefore(page, REMOTE_ENTRY, [...FIRST_SCREEN_CALLS, DEPOSIT_CHUNK]);
      assert.deepEqual(watch.pageErrors, []);
    } finally {
      await stopHolding();
    }
  });

  test("without the manifest's table, remoteEntry.js starts the calls before the cashier's code arrives", async () => {
    await login(browser.context, stack, 'verified');
    // A manifest without the first-screen table (an older release, or a host whose plugin finds none): the host's
    // plugin starts nothing, and the cashier's own code (the CashierApp expose) is held back until the page has asked
    // for all six calls: only remoteEntry.js, which carries the runtime plugin, can ask for them meanwhile.
    const manifest = (url: URL) => url.pathname.endsWith('/mf-manifest.json');
    await browser.context.route(manifest, async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as Record<string, unknown>;
      delete json.cashierFirstScreen;
      await route.fulfill({ response, json });
    });
    const stopHolding = await holdUntilAsked(EXPOSE_CHUNK, FIRST_SCREEN_CALLS);
    try {
      const { page, watch } = await openHost(browser.context, stack, '/cash/deposit/');
      await page.getByRole('list', { name: 'Choose a package' }).waitFor();
      await enterEffectsSettled(page);
      await askedBefore(page, EXPOSE_CHUNK, FIRST_SCREEN_CALLS);
      assert.equal(await requestsOf(page, DEPOSIT_CHUNK), 1);
      assert.deepEqual(watch.pageErrors, []);
    } finally {
      await stopHolding();
      await browser.context.unroute(manifest);
    }
  });
});
