/**
 * The remote failing in the ways a CDN and a release can make it fail (issue 3, point 2). The remote server being
 * down at page load is covered in foundation.e2e.ts; this file adds remoteEntry.js answering 404, a route chunk
 * gone after a redeploy, and a remote that throws while rendering. In each: the failure stays contained, the game
 * page keeps working, and the offered retry recovers once the remote is healthy again.
 */
import assert from 'node:assert/strict';
import { expect, test } from '@playwright/test';
import type { Page, Route } from 'playwright-core';
import type { Browser } from './browser';
import { login, openHost } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';

let stack: Stack;
let browser: Browser;

setUpBrowserSuite((parts) => ({ stack, browser } = parts), {
  reset: ({ browser: b }) => b.context.unrouteAll({ behavior: 'ignoreErrors' }),
});

const onRemote = (pattern: RegExp) => (url: URL) =>
  url.origin === new URL(stack.remoteUrl).origin && pattern.test(url.pathname);

const notFound = (route: Route) =>
  route.fulfill({ status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found\n' });

/** The game around the cashier still answers: a lobby tile's Play button updates the lobby's status line. */
async function assertGameWorks(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Lobby' }).waitFor();
  await page
    .getByRole('button', { name: /^Play\b/ })
    .first()
    .click();
  await page.getByRole('status').filter({ hasText: 'is a demo tile' }).first().waitFor({ timeout: 2_000 });
}

const cashierState = (page: Page) => page.evaluate(() => document.documentElement.dataset.cashierState);

const EXPOSE_CHUNK = /\(self\.([\w$]+)=self\.\1\|\|\[\]\)\.push\(\[\[([^\]]+)\],\{(\d+|"[^"]+")\(/;

function parseExposeChunk(original: string): {
  chunkGlobal: string;
  chunkIds: string;
  moduleId: string;
  factory: string;
} {
  const match = EXPOSE_CHUNK.exec(original);
  // The chunk holds exactly one module: `{<id>(module,exports,require){…}}]);`.
  const end = original.lastIndexOf('}}])');
  if (!match || end < match.index) throw new Error(`unexpected expose chunk format: ${original.slice(0, 200)}`);
  const [whole, chunkGlobal, chunkIds, moduleId] = match;
  return {
    chunkGlobal,
    chunkIds,
    moduleId,
    factory: `function${original.slice(match.index + whole.length - 1, end + 1)}`,
  };
}

const chunk = (chunkGlobal: string, chunkIds: string, moduleId: string, body: string) =>
  `"use strict";(self.${chunkGlobal}=self.${chunkGlobal}||[]).push([[${chunkIds}],{${moduleId}(module,exports,require){${body}}}]);\n`;

/**
 * A stand-in for the `CashierApp` expose chunk whose component always throws on render: same chunk-loading
 * global, chunk id and module id as the real one (read from it), so the remote's own runtime installs it.
 */
function throwingExposeChunk(original: string): string {
  const { chunkGlobal, chunkIds, moduleId } = parseExposeChunk(original);
  return chunk(
    chunkGlobal,
    chunkIds,
    moduleId,
    'require.r(exports);' +
      'function CashierApp(){throw new Error("remote-failure test: CashierApp throws while rendering")}' +
      'require.d(exports,{CashierApp:()=>CashierApp,default:()=>CashierApp});',
  );
}

/**
 * The real `CashierApp` chunk, wrapped so that the component throws while `globalThis.__cashierRenderFault` is
 * not `false` (a transient failure: the same code renders once the cause is gone).
 */
function flakyExposeChunk(original: string): string {
  const { chunkGlobal, chunkIds, moduleId, factory } = parseExposeChunk(original);
  return chunk(
    chunkGlobal,
    chunkIds,
    moduleId,
    `var inner={};(${factory})(module,inner,require);var Real=inner.default||inner.CashierApp;` +
      'require.r(exports);' +
      'function CashierApp(props){if(globalThis.__cashierRenderFault!==false)throw new Error("remote-failure test: transient render failure");return Real(props)}' +
      'require.d(exports,{CashierApp:()=>CashierApp,default:()=>CashierApp});',
  );
}

test.describe('the host keeps working when the cashier remote fails', () => {
  test('remoteEntry.js answers 404: the host fallback shows, the game works, Retry recovers', async () => {
    await login(browser.context, stack, 'verified');
    const isEntry = onRemote(/^\/remoteEntry\.js$/);
    await browser.context.route(isEntry, notFound);

    const { page, watch } = await openHost(browser.context, stack, '/', 'failed');
    const fallback = page.getByTestId('cashier-fallback');
    await fallback.waitFor();
    assert.match((await fallback.getByRole('alert').textContent()) ?? '', /unavailable/i);
    await assertGameWorks(page);
    await page.getByRole('button', { name: 'Cashier', exact: true }).click();
    assert.equal(new URL(page.url()).pathname, '/cash/deposit/');
    await fallback.waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);

    await browser.context.unroute(isEntry);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready', undefined, {
      timeout: 15_000,
    });
    await page.getByRole('dialog', { name: 'Select a package' }).waitFor();
    assert.equal(await fallback.count(), 0);
    assert.deepEqual(watch.pageErrors, []);
  });

  test('a route chunk is gone after a redeploy: the cashier shows a recoverable error in its overlay, Try again recovers', async () => {
    await login(browser.context, stack, 'verified');
    const { page, watch } = await openHost(browser.context, stack, '/');
    // The page runs the build it loaded; the redeploy removed that build's files from the CDN, so every chunk the
    // page has not fetched yet (the route's screen among them) now answers 404.
    const isChunk = onRemote(/^\/(?!remoteEntry\.js$)[^/]+\.js$/);
    const missed: string[] = [];
    await browser.context.route(isChunk, (route) => {
      missed.push(new URL(route.request().url()).pathname);
      return notFound(route);
    });

    // Redeem, not the package list: a mounted cashier loads the package list's code when the page is idle
    // (docs/architecture.md, "Opening fast"), so that chunk is already in memory and survives the redeploy.
    const openRedeem = () =>
      page.getByRole('navigation', { name: 'Cash screens' }).getByRole('link', { name: 'Redeem', exact: true }).click();
    await openRedeem();
    const dialog = page.locator('[data-cashier-root] [role="dialog"]');
    await dialog.waitFor();
    const error = dialog.getByRole('alert');
    await error.waitFor();
    assert.ok(missed.length > 0, 'a route chunk was requested');
    assert.match((await error.textContent()) ?? '', /could not reach the server/i);
    assert.equal(await error.getByRole('button', { name: 'Try again' }).count(), 1);
    // Contained in the cashier: the host's remote is still loaded and its fallback is not shown.
    assert.equal(await cashierState(page), 'ready');
    assert.equal(await page.getByTestId('cashier-fallback').count(), 0);

    // The game keeps working: Escape closes the cashier, the lobby answers.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/');
    await assertGameWorks(page);

    // Still gone: reopening shows the same recoverable error; once the chunks are served again, Try again recovers.
    await openRedeem();
    await dialog.getByRole('alert').waitFor();
    await browser.context.unroute(isChunk);
    const served = page.waitForResponse((response) => onRemote(/\.js$/)(new URL(response.url())) && response.ok());
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await served;
    await dialog.getByRole('button', { name: 'Try again' }).waitFor({ state: 'detached' });
    // Recovered: redeem/'s payout methods show (and the error with them would have).
    await expect(dialog.getByRole('list').getByRole('button', { name: /^Amazon Cash/ })).toBeVisible({
      timeout: 15_000,
    });
    assert.equal(await dialog.getByText('could not reach the server').count(), 0);
    assert.deepEqual(watch.pageErrors, []);
  });

  // A permanent render crash: the served code itself throws. An in-place Retry cannot help here, because the page
  // keeps the module that threw (webpack's chunk-loading global still holds the chunk, so even a fresh remoteEntry
  // reinstalls it without a request). The host therefore retries in place once (which fixes a transient crash,
  // next test) and, when the cashier crashes again, offers a page reload, which loads the now healthy files.
  test('the remote throws while rendering: the host boundary shows its fallback, the game works, Retry then Reload recovers', async () => {
    await login(browser.context, stack, 'verified');
    const isExpose = onRemote(/^\/__federation_expose_CashierApp\.[0-9a-f]+\.js$/);
    let served = 0;
    await browser.context.route(isExpose, async (route) => {
      const original = await route.fetch();
      served += 1;
      // Not cacheable: otherwise the reload below would take the broken file from the HTTP cache (the real file
      // is immutable for a year). In production the fix is a new deploy, whose new file names a reload picks up
      // through the no-cache manifest; here the same URL must serve the good file after the reload.
      await route.fulfill({
        response: original,
        headers: { ...original.headers(), 'cache-control': 'no-store' },
        body: throwingExposeChunk(await original.text()),
      });
    });

    const { page, watch } = await openHost(browser.context, stack, '/', 'failed');
    assert.ok(served > 0, 'the throwing expose chunk was served');
    // CashierApp itself throws, above the cashier's own SafetyBoundary: the host's RemoteErrorBoundary catches it.
    const fallback = page.getByTestId('cashier-fallback');
    await fallback.waitFor();
    assert.equal(await page.locator('[data-cashier-root]').count(), 0);
    await assertGameWorks(page);
    await page.getByRole('button', { name: 'Cashier', exact: true }).click();
    await fallback.waitFor();

    // Still broken: Retry in place replays the same code, crashes again, and the fallback now offers a reload.
    await fallback.getByRole('button', { name: 'Retry' }).click();
    const reload = fallback.getByRole('button', { name: 'Reload the page' });
    await reload.waitFor({ timeout: 15_000 });
    assert.match((await fallback.getByRole('alert').textContent()) ?? '', /still could not start/);
    await assertGameWorks(page);

    // The CDN serves the good file again; the reload fetches it and the cashier opens where the player was.
    await browser.context.unroute(isExpose);
    const refetched = page.waitForRequest((request) => isExpose(new URL(request.url())), { timeout: 15_000 });
    await reload.click();
    await refetched;
    await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready', undefined, {
      timeout: 15_000,
    });
    await page.getByRole('dialog', { name: 'Select a package' }).waitFor({ timeout: 10_000 });
    assert.equal(await fallback.count(), 0);
    assert.deepEqual(watch.pageErrors, []);
  });

  test('the remote throws while rendering, transiently: the host fallback shows, the game works, Retry re-renders it', async () => {
    await login(browser.context, stack, 'verified');
    const isExpose = onRemote(/^\/__federation_expose_CashierApp\.[0-9a-f]+\.js$/);
    await browser.context.route(isExpose, async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: flakyExposeChunk(await original.text()) });
    });

    const { page, watch } = await openHost(browser.context, stack, '/', 'failed');
    const fallback = page.getByTestId('cashier-fallback');
    await fallback.waitFor();
    await assertGameWorks(page);

    await page.evaluate(() => {
      (globalThis as unknown as { __cashierRenderFault: boolean }).__cashierRenderFault = false;
    });
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready', undefined, {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Cashier', exact: true }).click();
    await page.getByRole('dialog', { name: 'Select a package' }).waitFor({ timeout: 10_000 });
    assert.equal(await fallback.count(), 0);
    assert.deepEqual(watch.pageErrors, []);
  });
});
