import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { runAxe } from './axe';
import type { Browser } from './browser';
import { busEvents, CHALLENGE_FRAME, decideInChallengeFrame, login, openHost, tabTo } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { nextFrames, until } from './waits';
import { hasFocus, readFocused, waitForFocused } from './focus';

/*
 * Deposit (issue [3]) in real Chromium against the sandbox: saved card, idempotency, pending resume, the limit
 * popup, Neosurf, Apple Pay (hidden without support; with the host-demo's pretend switch: pay, decline, cancel),
 * keyboard-only purchase and the card picker's layouts. The provider pages (new-card widget, 3-D Secure, PayPal,
 * Trustly) are in deposit-providers.e2e.ts.
 */

let stack: Stack;
let browser: Browser;
const shots = path.resolve(__dirname, '../../test-results/deposit');

setUpBrowserSuite((parts) => ({ stack, browser } = parts), { setUp: () => void mkdirSync(shots, { recursive: true }) });

const dialog = (page: Page, name?: string) => page.getByRole('dialog', name ? { name } : undefined).first();

// By keyboard: an over-limit package is aria-disabled (Playwright will not click it), yet a player can
// still activate it to learn why it cannot be bought.
async function choosePackage(page: Page, name: RegExp = /^50 coins/) {
  await page.getByRole('list', { name: 'Choose a package' }).getByRole('button', { name }).press('Enter');
}

async function chooseMethod(page: Page, name: RegExp) {
  await page.getByRole('list', { name: 'Payment method' }).getByRole('button', { name }).click();
}

test.describe('deposit in the browser', () => {
  test('buys a package with a saved card: titles follow the steps, the server confirms, balance-changed is emitted, axe clean', async () => {
    await login(browser.context, stack, 'verified');
    const { page, watch } = await openHost(browser.context, stack, '/cash/deposit/');
    await dialog(page, 'Select a package').waitFor();
    await choosePackage(page);
    await dialog(page, 'Payment method').waitFor();
    assert.deepEqual(await runAxe(page), []);
    await chooseMethod(page, /card/i);
    await dialog(page, 'Select a card').waitFor();
    assert.deepEqual(await runAxe(page), []);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 15_000 });
    assert.equal(new URL(page.url()).pathname, '/cash/success/');
    assert.equal(stack.sandbox.admin.deposits('verified').length, 1);
    const events = await busEvents(page);
    assert.ok(events.some((event) => event.type === 'balance-changed'));
    assert.deepEqual(watch.pageErrors, []);
  });

  test('10 rapid clicks on Pay make exactly one deposit', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/deposit-by-money/pkg-50/regular/card/');
    const pay = page.getByRole('button', { name: /^Pay / });
    await pay.waitFor();
    await pay.evaluate((button) => {
      for (let i = 0; i < 10; i += 1) (button as HTMLButtonElement).click();
    });
    await page.getByRole('heading', { name: /Payment (successful|in progress)/ }).waitFor({ timeout: 15_000 });
    assert.equal(stack.sandbox.admin.deposits('verified').length, 1);
  });

  test('a reload on pending/ resumes polling and completes', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/deposit-by-money/pkg-50/regular/trustly/');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Payment in progress' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 20_000 });
    assert.equal(stack.sandbox.admin.deposits('verified').length, 1);
  });

  test('limit reached: the popup explains, nothing is charged', async () => {
    await login(browser.context, stack, 'near-limit');
    const { page } = await openHost(browser.context, stack, '/cash/deposit/');
    await choosePackage(page, /^100 coins/);
    await dialog(page, 'Daily limit reached').waitFor();
    assert.deepEqual(await runAxe(page), []);
    await page.keyboard.press('Escape');
    await dialog(page, 'Daily limit reached').waitFor({ state: 'detached' });
    assert.equal(stack.sandbox.admin.deposits('near-limit').length, 0);
  });

  test('Neosurf: an invalid and a used voucher are refused with the server message, nothing charged; a valid one pays', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/deposit-by-money/pkg-50/regular/neosurf/');
    await page.getByLabel('Voucher code').fill('NSBAD12345');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('alert').filter({ hasText: 'not valid' }).waitFor();
    assert.equal(stack.sandbox.admin.deposits('verified').length, 0);
    await page.getByLabel('Voucher code').fill('NSUSED0001');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('alert').filter({ hasText: 'already been used' }).waitFor();
    assert.equal(stack.sandbox.admin.deposits('verified').length, 0);
    await page.getByLabel('Voucher code').fill('NSVALID123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: /Payment (successful|in progress)/ }).waitFor({ timeout: 15_000 });
    assert.equal(stack.sandbox.admin.deposits('verified').length, 1);
  });

  test('Apple Pay is hidden without browser support', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/deposit-by-money/pkg-50/regular/');
    const methods = page.getByRole('list', { name: 'Payment method' });
    await methods.waitFor();
    // The other methods are offered (the card among them); Apple Pay is not.
    await expect(methods.getByRole('button', { name: /card/i }).first()).toBeVisible();
    assert.equal(await page.getByRole('button', { name: /apple pay/i }).count(), 0);
  });

  /** The host-demo's sandbox panel: tick "Pretend Apple Pay support" (the page reloads), pick the sheet's outcome. */
  async function pretendApplePay(page: Page, outcome: 'pay' | 'decline' | 'cancel') {
    const reloaded = page.waitForEvent('load');
    await page.getByRole('checkbox', { name: 'Pretend Apple Pay support' }).check();
    await reloaded;
    await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready', undefined, {
      timeout: 15_000,
    });
    await page.getByLabel('Apple Pay sheet outcome').selectOption(outcome);
  }

  async function openApplePay(outcome: 'pay' | 'decline' | 'cancel') {
    await login(browser.context, stack, 'verified');
    const opened = await openHost(browser.context, stack, '/');
    await pretendApplePay(opened.page, outcome);
    await opened.page.getByRole('link', { name: 'Deposit', exact: true }).click();
    await choosePackage(opened.page);
    await chooseMethod(opened.page, /apple pay/i);
    await opened.page.getByRole('button', { name: /with Apple Pay$/ }).click();
    return opened;
  }

  test('Apple Pay where the browser supports it (host-demo pretend switch): the sheet pays, the server confirms, one deposit', async () => {
    const { page, watch } = await openApplePay('pay');
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 20_000 });
    const deposits = stack.sandbox.admin.deposits('verified');
    assert.equal(deposits.length, 1);
    assert.equal(deposits[0]?.kind, 'applePay');
    assert.ok(
      stack.sandbox.admin.log({ kind: 'request' }).some((entry) => entry.callId === 'deposit.validateApplePayMerchant'),
    );
    assert.deepEqual(watch.pageErrors, []);
  });

  test('Apple Pay declined: failed/ with the server text; canceled in the sheet: nothing charged, no error', async () => {
    const declined = await openApplePay('decline');
    await declined.page.getByRole('heading', { name: 'Your payment did not go through' }).waitFor({ timeout: 20_000 });
    assert.equal(stack.sandbox.admin.deposits('verified')[0]?.status, 'failed');

    stack.sandbox.admin.reset();
    await browser.context.clearCookies();
    const canceled = await openApplePay('cancel');
    // The pretend sheet logs its close, then calls oncancel; the cashier offers the button again after handling it.
    await until(
      () =>
        canceled.watch.consoleMessages.some((text) => text.includes('pretend Apple Pay: the player closed the sheet')),
      'the sheet was closed',
    );
    await expect(canceled.page.getByRole('button', { name: /with Apple Pay$/ })).toBeEnabled({ timeout: 20_000 });
    await nextFrames(canceled.page);
    assert.equal(await canceled.page.locator('[data-cashier-root] [role="alert"]').count(), 0);
    assert.equal(stack.sandbox.admin.deposits('verified').length, 0);
    assert.deepEqual(declined.watch.pageErrors, []);
    assert.deepEqual(canceled.watch.pageErrors, []);
  });

  test('keyboard only: Tab to a package, the card method and Pay, Enter on each; the purchase completes', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/deposit/');
    await tabTo(page, page.getByRole('list', { name: 'Choose a package' }).getByRole('button').first());
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('list', { name: 'Payment method' }).getByRole('button', { name: /card/i }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: /^Pay / }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 15_000 });
    assert.equal(stack.sandbox.admin.deposits('verified').length, 1);
  });

  test('removes a saved card by keyboard after a confirm step: Escape keeps it and sends nothing, Remove in the step removes it, focus moves to the next card', async () => {
    await login(browser.context, stack, 'verified');
    const before = stack.sandbox.admin.player('verified').cards.length;
    const { page, watch } = await openHost(browser.context, stack, '/cash/deposit-by-money/pkg-50/regular/card/');
    const removals: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/rest/payments/remove-method/')
        removals.push(request.url());
    });
    const cards = page.getByRole('group', { name: 'Saved cards' });
    const remove = cards.getByRole('button', { name: /^Remove Visa \*\*\*\* 4242/ });
    const confirm = page.getByRole('group', { name: 'Remove Visa **** 4242, expires 12/30 from your saved cards?' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    // Focus is on the safe choice; Escape closes only the step (the picker and the cashier stay) and returns to Remove.
    assert.equal(await hasFocus(confirm.getByRole('button', { name: 'Keep it' })), true);
    assert.deepEqual(await runAxe(page), []);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    assert.equal(await hasFocus(remove), true);
    assert.equal(await page.getByRole('dialog', { name: 'Select a card' }).count(), 1);
    assert.deepEqual(removals, [], 'nothing is sent before the player confirms');
    assert.equal(stack.sandbox.admin.player('verified').cards.length, before);

    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await page.keyboard.press('Shift+Tab');
    assert.equal(
      await confirm
        .getByRole('button', { name: 'Remove', exact: true })
        .evaluate((button) => (button.getRootNode() as Document | ShadowRoot).activeElement === button),
      true,
    );
    await page.keyboard.press('Enter');
    await page.getByText('Visa **** 4242, expires 12/30 removed from your saved cards.').waitFor();
    // The list is read again after the removal; the message can come a moment before it (seen on a loaded machine).
    await cards.getByRole('radio', { name: /^Visa/ }).waitFor({ state: 'detached' });
    assert.equal(removals.length, 1);
    assert.equal(stack.sandbox.admin.player('verified').cards.length, before - 1);
    await waitForFocused(page, (element) => element?.getAttribute('type') === 'radio');
    assert.match((await readFocused(page, (element) => element?.closest('label')?.textContent)) ?? '', /^Mastercard/);
    assert.deepEqual(await runAxe(page), []);
    assert.deepEqual(watch.pageErrors, []);
  });

  test('saved card with 3-D Secure at 375 px: the challenge shows inside the cashier at once, whole, and Pass pays', async () => {
    await login(browser.context, stack, 'verified');
    const { page, watch } = await openHost(
      browser.context,
      stack,
      '/cash/deposit-by-money/pkg-50/regular/card/',
      'ready',
      { viewport: { width: 375, height: 812 } },
    );
    await page.getByRole('radio', { name: /^Mastercard \*\*\*\* 4444/ }).check();
    await page.getByRole('button', { name: 'Pay 50.00 USD' }).press('Enter');
    const frame = page.locator(`iframe[title="${CHALLENGE_FRAME}"]`);
    await frame.waitFor({ timeout: 15_000 });
    assert.equal(
      await page.getByRole('link', { name: 'Confirm the payment (new window)' }).count(),
      0,
      'no extra click to a new window',
    );
    const challenge = page.frameLocator(`iframe[title="${CHALLENGE_FRAME}"]`);
    await challenge.getByRole('button', { name: 'Pass', exact: true }).waitFor();
    // Its page fits its frame: nothing scrolls inside it.
    const [scrollHeight, clientHeight] = await challenge
      .locator('html')
      .evaluate((html) => [html.scrollHeight, html.clientHeight]);
    assert.ok(scrollHeight <= clientHeight, `challenge page ${scrollHeight} px in a ${clientHeight} px frame`);
    assert.deepEqual(await runAxe(page), []);
    await decideInChallengeFrame(page, 'Pass');
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 15_000 });
    assert.equal(stack.sandbox.admin.deposits('verified').length, 1);
    assert.equal(stack.sandbox.admin.deposits('verified')[0]?.status, 'success');
    assert.deepEqual(watch.pageErrors, []);
  });

  test('card picker: inline at 1280 px, popup at 375 px (screenshots saved for review)', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/deposit-by-money/pkg-50/regular/card/');
    await page.getByRole('group', { name: 'Saved cards' }).waitFor();
    assert.equal(await page.getByRole('dialog', { name: 'Select a card' }).count(), 1);
    await page.screenshot({ path: path.join(shots, 'card-picker-1280.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForFunction(
      () => document.querySelector('[data-cashier-root]')?.shadowRoot?.querySelectorAll('[role="dialog"]').length === 2,
    );
    await page.screenshot({ path: path.join(shots, 'card-picker-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
