import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { cancelTransaction } from '../../contracts/api/history';
import { runAxe } from './axe';
import type { Browser } from './browser';
import { busEvents, login, openHost } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { nextFrames } from './waits';
import { readFocused, waitForFocused } from './focus';

/*
 * History and winnings to entries (issue [8]) in real Chromium against the sandbox: tabs, paging, cancel of a
 * pending redemption (success, failure, keyboard only), the 10,000-row list staying small in the DOM, and a
 * conversion end to end. Screenshots at 375 and 1280 px go to test-results/history/.
 */

let stack: Stack;
let browser: Browser;
const shots = path.resolve(__dirname, '../../test-results/history');

setUpBrowserSuite((parts) => ({ stack, browser } = parts), { setUp: () => void mkdirSync(shots, { recursive: true }) });

const list = (page: Page) => page.getByRole('list', { name: 'Transactions' });
const rows = (page: Page) => list(page).getByRole('listitem');
const confirmPopup = (page: Page) => page.getByRole('dialog', { name: 'Cancel this redemption?' });

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await nextFrames(page);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  }
}

test.describe('history in the browser', () => {
  test('lists by direction with the tabs (arrows), axe clean', async () => {
    await login(browser.context, stack, 'verified');
    const { page, watch } = await openHost(browser.context, stack, '/cash/history/');
    await list(page).waitFor();
    assert.equal(await rows(page).count(), 5);
    assert.deepEqual(await runAxe(page), []);
    await shoot(page, 'history');
    await page.getByRole('tab', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.getByRole('tab', { name: 'Deposits' }).getAttribute('aria-selected'), 'true');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-cashier-root]')
          ?.shadowRoot?.querySelectorAll('[role="list"][aria-label="Transactions"] [role="listitem"]').length === 3,
    );
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-cashier-root]')
          ?.shadowRoot?.querySelectorAll('[role="list"][aria-label="Transactions"] [role="listitem"]').length === 2,
    );
    assert.match((await rows(page).first().textContent()) ?? '', /^Redemption/);
    assert.deepEqual(watch.pageErrors, []);
  });

  test('cancels a pending redemption: the row shows canceled and balance-changed is emitted', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/history/');
    await page.getByRole('button', { name: /^Cancel redemption of 40/ }).click();
    await confirmPopup(page).waitFor();
    assert.deepEqual(await runAxe(page), []);
    await shoot(page, 'history-confirm');
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByText(/was canceled\.$/).waitFor();
    assert.match((await rows(page).first().textContent()) ?? '', /Canceled/);
    const events = await busEvents(page);
    assert.ok(events.some((event) => event.type === 'balance-changed'));
    assert.equal(stack.sandbox.admin.players().find((player) => player.id === 'verified')?.balance, 290);
  });

  test('a failed cancel shows the error and leaves the row pending', async () => {
    await login(browser.context, stack, 'verified');
    stack.sandbox.admin.setFault(cancelTransaction.id, { kind: 'status', status: 500 });
    const { page } = await openHost(browser.context, stack, '/cash/history/');
    await page.getByRole('button', { name: /^Cancel redemption of 40/ }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await confirmPopup(page).getByRole('button', { name: 'Try again' }).waitFor();
    assert.deepEqual(await runAxe(page), []);
    await confirmPopup(page).getByRole('button', { name: 'Keep it' }).click();
    assert.match((await rows(page).first().textContent()) ?? '', /Pending/);
    assert.equal(stack.sandbox.admin.players().find((player) => player.id === 'verified')?.balance, 250);
  });

  test('cancels by keyboard only', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/history/');
    await list(page).waitFor();
    await page.getByRole('tab', { name: 'All' }).focus();
    // Tab stops: the tablist, the list's scroller, then the row's Cancel.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      const name = await readFocused(page, (element) => element?.getAttribute('aria-label') ?? '');
      if (name.startsWith('Cancel redemption')) break;
    }
    assert.match(
      await readFocused(page, (element) => element?.getAttribute('aria-label') ?? ''),
      /^Cancel redemption of 40/,
    );
    await page.keyboard.press('Enter');
    await confirmPopup(page).waitFor();
    await waitForFocused(page, (element) => element?.closest('[role="dialog"][aria-modal="true"]') != null);
    for (let step = 0; step < 4; step += 1) {
      if ((await readFocused(page, (element) => element?.textContent ?? '')) === 'Yes, cancel it') break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByText(/was canceled\.$/).waitFor();
    assert.match((await rows(page).first().textContent()) ?? '', /Canceled/);
  });

  test('10,000 rows: pages append by scrolling and by Load more, the DOM keeps at most 300 rows', async () => {
    await login(browser.context, stack, 'history-10k');
    const { page } = await openHost(browser.context, stack, '/cash/history/');
    await page.getByRole('button', { name: 'Load more' }).waitFor();
    await shoot(page, 'history-10k');
    const shown = async () =>
      Number(
        /Showing (\d+) of 10\s000/.exec((await page.getByText(/^Showing \d+ of 10\s000/).textContent()) ?? '')?.[1],
      );
    const before = await shown();
    const scroller = page.getByRole('region', { name: 'Transactions' });
    for (let step = 0; step < 20; step += 1) {
      await scroller.evaluate((element) => element.scrollBy(0, element.scrollHeight));
      await nextFrames(page);
    }
    await expect.poll(shown).not.toBe(before);
    const scrolled = await shown();
    assert.ok(scrolled > before, `scrolling appended pages (${before} → ${scrolled})`);
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(shown).toBeGreaterThan(scrolled);
    assert.ok((await rows(page).count()) <= 300);
    assert.deepEqual(await runAxe(page), []);
  });
});

test.describe('winnings to entries in the browser', () => {
  test('converts an amount once, shows the entries and new balances, emits balance-changed, axe clean', async () => {
    await login(browser.context, stack, 'verified');
    const { page, watch } = await openHost(browser.context, stack, '/cash/winnings-to-entries/');
    const input = page.getByRole('textbox', { name: /^Amount to convert/ });
    await input.waitFor();
    assert.deepEqual(await runAxe(page), []);
    await shoot(page, 'winnings');
    await input.fill('500');
    await page.getByRole('button', { name: 'Convert' }).click();
    await page.getByText('You can convert up to 120.50 USD.').waitFor();
    assert.deepEqual(await runAxe(page), []);
    await shoot(page, 'winnings-invalid');
    await page.getByRole('button', { name: '25.00 USD' }).click();
    await page.getByRole('button', { name: 'Convert 25.00 USD' }).evaluate((button) => {
      for (let i = 0; i < 5; i += 1) (button as HTMLButtonElement).click();
    });
    await page.getByRole('heading', { name: 'Winnings converted' }).waitFor();
    assert.deepEqual(await runAxe(page), []);
    await shoot(page, 'winnings-done');
    assert.equal(stack.sandbox.admin.players().find((player) => player.id === 'verified')?.winnings, 95.5);
    const events = await busEvents(page);
    assert.equal(events.filter((event) => event.type === 'balance-changed').length, 1);
    assert.deepEqual(watch.pageErrors, []);
  });
});
