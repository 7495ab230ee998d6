import assert from 'node:assert/strict';
import { test, type Page } from '@playwright/test';
import { runAxe } from './axe';
import type { Browser } from './browser';
import { bodyOverflow, busEvents, clearBusEvents, login, openHost } from './host';
import { startPlainHost } from './plainHostServer';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { enterEffectsSettled, until } from './waits';

/**
 * The host hears an open or a close in a task after the one that changes the dialog (docs/architecture.md, "An
 * open's effects are one short task"): waits until the page has heard `count` CASH_IS_OPEN events.
 */
async function heardCashIsOpen(page: Page, count = 1): Promise<void> {
  const heard = async () => (await busEvents(page)).filter((event) => event.type === 'CASH_IS_OPEN').length;
  await until(async () => (await heard()) >= count, `the host heard CASH_IS_OPEN ${count} time(s)`);
}

let stack: Stack;
let browser: Browser;

setUpBrowserSuite((parts) => ({ stack, browser } = parts));

test.describe('host-demo loads the cashier remote from another origin', () => {
  test('opens on /cash/deposit/ with open-cash and CASH_IS_OPEN, hides page scroll; close reverses it; no console errors; axe clean', async () => {
    await login(browser.context, stack, 'verified');
    const remoteRequests: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (request.url().startsWith(stack.remoteUrl)) remoteRequests.push(new URL(request.url()).pathname);
    };
    browser.context.on('request', onRequest);
    const { page: hostPage, watch } = await openHost(browser.context, stack, '/');
    assert.notEqual(new URL(stack.remoteUrl).origin, new URL(stack.hostUrl).origin);
    assert.equal(await hostPage.getByRole('dialog').count(), 0);
    assert.equal(await bodyOverflow(hostPage), 'visible');

    await hostPage.getByRole('button', { name: 'Cashier', exact: true }).click();
    const dialog = hostPage.getByRole('dialog', { name: 'Select a package' });
    await dialog.waitFor();
    assert.equal(new URL(hostPage.url()).pathname, '/cash/deposit/');
    await heardCashIsOpen(hostPage);
    const opened = await busEvents(hostPage);
    assert.deepEqual(opened.slice(0, 2), [
      { type: 'open-cash', payload: { path: '/cash/deposit/' } },
      { type: 'CASH_IS_OPEN', payload: { isOpen: true } },
    ]);
    assert.equal(await bodyOverflow(hostPage), 'hidden');
    browser.context.off('request', onRequest);
    assert.ok(remoteRequests.includes('/mf-manifest.json'), 'the manifest came from the remote origin');
    assert.ok(remoteRequests.includes('/remoteEntry.js'), 'remoteEntry.js came from the remote origin');
    assert.ok(
      remoteRequests.some((pathname) => /^\/deposit\.[0-9a-f]{10}\.js$/.test(pathname)),
      'the deposit route chunk came from the remote origin',
    );

    // Let the enter effects (init, cash data, the geo check after 500 ms) settle before auditing.
    await enterEffectsSettled(hostPage);
    const violations = await runAxe(hostPage);
    assert.deepEqual(violations, [], `axe violations on the open overlay: ${JSON.stringify(violations, null, 2)}`);

    await clearBusEvents(hostPage);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(hostPage.url()).pathname, '/');
    await heardCashIsOpen(hostPage);
    assert.deepEqual(await busEvents(hostPage), [
      { type: 'leave-cash', payload: { path: '/cash/deposit/' } },
      { type: 'CASH_IS_OPEN', payload: { isOpen: false } },
    ]);
    assert.equal(await bodyOverflow(hostPage), 'visible');
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(watch.consoleErrors, []);
  });

  test('opens straight at a deep link to /cash/history/', async () => {
    await login(browser.context, stack, 'verified');
    const { page, watch } = await openHost(browser.context, stack, '/cash/history/');
    await page.getByRole('dialog', { name: 'Transaction history' }).waitFor();
    await heardCashIsOpen(page);
    const events = await busEvents(page);
    assert.deepEqual(events.slice(0, 2), [
      { type: 'open-cash', payload: { path: '/cash/history/' } },
      { type: 'CASH_IS_OPEN', payload: { isOpen: true } },
    ]);
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(watch.consoleErrors, []);
  });

  test('follows back and forward', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/');
    await page.getByRole('button', { name: 'Cashier', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(await bodyOverflow(page), 'visible');
    await page.goForward();
    await page.getByRole('dialog', { name: 'Select a package' }).waitFor();
    assert.equal(await bodyOverflow(page), 'hidden');
    await heardCashIsOpen(page, 3);
    const types = (await busEvents(page)).map((event) => event.type).filter((type) => type !== 'balance-changed');
    assert.deepEqual(types, ['open-cash', 'CASH_IS_OPEN', 'leave-cash', 'CASH_IS_OPEN', 'open-cash', 'CASH_IS_OPEN']);
  });

  test('turns an expired session into logout + open-auth-modal, and the host shows its sign-in modal', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/');
    const expired = await browser.context.request.post(`${stack.hostUrl}/__sandbox/expire-session`);
    assert.ok(expired.ok());
    await page.getByRole('button', { name: 'Cashier', exact: true }).click();
    await page.waitForFunction(() =>
      (globalThis as unknown as { __cashierEvents: { type: string }[] }).__cashierEvents.some(
        (event) => event.type === 'open-auth-modal',
      ),
    );
    const events = await busEvents(page);
    assert.deepEqual(
      events.filter((event) => event.type === 'logout' || event.type === 'open-auth-modal'),
      [
        { type: 'logout', payload: { reason: 'unauthorized' } },
        { type: 'open-auth-modal', payload: { reason: 'unauthorized' } },
      ],
    );
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
  });

  test('shows the host fallback while the remote server is down, keeps the game page working, and recovers on Retry', async () => {
    await login(browser.context, stack, 'verified');
    await stack.stopRemote();
    try {
      const { page } = await openHost(browser.context, stack, '/', 'failed');
      const fallback = page.getByTestId('cashier-fallback');
      await fallback.waitFor();
      assert.match((await fallback.textContent()) ?? '', /unavailable/i);
      // The game page keeps working: its own navigation and controls still respond.
      await page.getByRole('heading', { name: 'Lobby' }).waitFor();
      await page.getByRole('button', { name: 'Cashier', exact: true }).click();
      assert.equal(new URL(page.url()).pathname, '/cash/deposit/');
      await fallback.waitFor();

      await stack.startRemote();
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready', undefined, {
        timeout: 15_000,
      });
      await page.getByRole('dialog', { name: 'Select a package' }).waitFor();
    } finally {
      await stack.startRemote().catch(() => undefined);
    }
  });
});

test.describe('a plain HTML host with no React of its own', () => {
  test('loads cashier/mount and cashier/events from the manifest, mounts, opens, closes and unmounts leaving <head>, <html> and <body> as they were', async () => {
    const plain = await startPlainHost();
    try {
      await login(browser.context, stack, 'verified');
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      const manifest = `${stack.remoteUrl}/mf-manifest.json`;
      await page.goto(`${plain.url}?manifest=${encodeURIComponent(manifest)}&api=${encodeURIComponent(stack.hostUrl)}`);
      await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready', undefined, {
        timeout: 15_000,
      });
      assert.equal(await page.evaluate(() => 'React' in window), false);
      const stylesBefore = await page.evaluate(() => document.querySelectorAll('style').length);
      // The style sheets in <head>, and every attribute of <html> and <body>: the cashier leaves them as it found
      // them. (Webpack's `rel=preload` hints for the remote's chunks stay in <head>: they style nothing.)
      const pageShell = () =>
        page.evaluate(() => ({
          head: Array.from(document.head.querySelectorAll('style, link[rel="stylesheet"]'), (sheet) => sheet.outerHTML),
          html: Array.from(document.documentElement.attributes, (attribute) => `${attribute.name}=${attribute.value}`),
          body: Array.from(document.body.attributes, (attribute) => `${attribute.name}=${attribute.value}`),
        }));
      const shellBefore = await pageShell();

      await page.getByRole('button', { name: 'Mount', exact: true }).click();
      await page.getByRole('button', { name: 'Open cashier' }).click();
      await page.getByRole('dialog', { name: 'Select a package' }).waitFor();
      // The host hears the open in a task after the one that shows the dialog (docs/architecture.md, "An open's
      // effects are one short task"), so it is waited for, not counted at once.
      await page.locator('#events [data-event-type="CASH_IS_OPEN"]').first().waitFor();
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Open cashier' }).click();
      await page.getByRole('dialog').waitFor();
      // The overlay is modal (it covers the page), so this is the host's own code unmounting while it is open.
      await page.getByRole('button', { name: 'Unmount' }).dispatchEvent('click');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const left = await page.evaluate(() => ({
        roots: document.querySelectorAll('[data-cashier-root]').length,
        styles: document.querySelectorAll('style').length,
        overflow: getComputedStyle(document.body).overflow,
        host: document.getElementById('cashier')?.childNodes.length,
      }));
      assert.deepEqual(left, { roots: 0, styles: stylesBefore, overflow: 'visible', host: 0 });
      assert.deepEqual(await pageShell(), shellBefore, '<head>, <html> and <body> as they were before the mount');
      const types = await page.$$eval('#events [data-event-type]', (items) =>
        items.map((item) => item.getAttribute('data-event-type')),
      );
      assert.deepEqual(types.slice(-2), ['leave-cash', 'CASH_IS_OPEN']);
      assert.deepEqual(errors, []);
    } finally {
      await plain.close();
    }
  });
});
