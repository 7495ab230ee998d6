import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import type { Browser, PageWatch } from './browser';
import {
  busEvents,
  CHALLENGE_FRAME,
  decideInChallengeFrame,
  decideOnProviderPage,
  login,
  openHost,
  openProviderPage,
} from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';

/*
 * Deposit through the payment providers (issue [3]) in real Chromium: the card widget iframe on the provider's
 * origin (new card, 3-D Secure in the widget and on the bank's page, decline, refresh), PayPal and Trustly
 * approval pages, removing a Trustly account, the promo offer and deep links. deposit.e2e.ts covers the saved
 * card, idempotent submit, pending resume, the limit popup and Neosurf.
 */

let stack: Stack;
let browser: Browser;
const shots = path.resolve(__dirname, '../../test-results/deposit');
/** Generous: two cores shared with other runs, and pending payments are polled with backoff (0, 1, 2, 3, 5 s…). */
const SLOW = 20_000;
const PLAYER = 'verified';
/** Vera's balance in the sandbox fixtures. */
const START_BALANCE = 250;
/** pkg-50: $50 for 50 coins + 10 bonus. */
const PKG_50_CREDIT = 60;

const CARD = {
  success: '4242424242424242',
  issuerDecline: '4000000000000002',
  widgetDecline: '4000000000000127',
  challenge: '4000000000003220',
  refresh: '4000000000000119',
} as const;

setUpBrowserSuite((parts) => ({ stack, browser } = parts), { setUp: () => void mkdirSync(shots, { recursive: true }) });

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name }).first();
const deposits = () => stack.sandbox.admin.deposits(PLAYER);
const balance = () => stack.sandbox.admin.player(PLAYER).balance;

async function choosePackage(page: Page, name: RegExp) {
  await page.getByRole('list', { name: 'Choose a package' }).getByRole('button', { name }).press('Enter');
}

async function chooseMethod(page: Page, name: RegExp) {
  await page.getByRole('list', { name: 'Payment method' }).getByRole('button', { name }).click();
}

/** The provider's card form: an iframe on the widget origin, named by its title. */
const cardWidget = (page: Page): FrameLocator => page.frameLocator('iframe[title="Card details"]');

/** Waits until the widget document (and its deferred script) has loaded, so a submit goes through card.js. */
async function widgetFrame(page: Page): Promise<Frame> {
  const element = page.getByTitle('Card details');
  await element.waitFor({ timeout: SLOW });
  const handle = await element.elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the card widget iframe has no frame');
  await frame.waitForURL((url) => url.origin === stack.cardWidgetUrl && url.pathname === '/card/', {
    waitUntil: 'load',
    timeout: SLOW,
  });
  return frame;
}

/** "Use a new card" on the card step, then the widget, loaded. */
async function openNewCard(page: Page): Promise<FrameLocator> {
  await page.getByRole('button', { name: 'Use a new card' }).click();
  await widgetFrame(page);
  return cardWidget(page);
}

async function payInWidget(widget: FrameLocator, number: string) {
  await widget.getByLabel('Card number', { exact: true }).fill(number);
  await widget.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34');
  await widget.getByLabel('Security code', { exact: true }).fill('123');
  await widget.getByLabel('Name on card', { exact: true }).fill('Vera Verified');
  await widget.getByRole('button', { name: /^Pay 50\.00 USD/ }).click();
}

/** The cashier's translated error for a card the widget or the bank declined. */
async function waitForDecline(page: Page) {
  await page
    .getByRole('alert')
    .filter({ hasText: 'The card was declined. Check the details or use another card.' })
    .waitFor({ timeout: SLOW });
}

async function waitForSuccess(page: Page) {
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: SLOW });
  assert.equal(new URL(page.url()).pathname, '/cash/success/');
}

/*
 * Pages stay open until the next test's beforeEach: after closing the last page of the persistent context, the
 * next page's calls answered 401 (the sandbox session cookie is a session cookie and did not survive).
 */

const decide = (popup: Page, button: string) => decideOnProviderPage(popup, button, stack.hostUrl, SLOW);

/** Signed in as the test player, the host open at `path` (a cashier route). */
async function openSignedIn(path: string): Promise<{ page: Page; watch: PageWatch }> {
  await login(browser.context, stack, PLAYER);
  return openHost(browser.context, stack, path);
}

/** Nothing paid and the balance as it started. */
function assertNothingCharged() {
  assert.equal(deposits().length, 0);
  assert.equal(balance(), START_BALANCE);
}

/** One deposit, the package credited, and no page errors. */
function assertCreditedOnce(watch: PageWatch) {
  assert.equal(deposits().length, 1);
  assert.equal(balance(), START_BALANCE + PKG_50_CREDIT);
  assert.deepEqual(watch.pageErrors, []);
}

/** Signed in, on the PayPal step of the $50 package, the PayPal order started (paypal-init). */
async function startPaypal(): Promise<{ page: Page; watch: PageWatch }> {
  const opened = await openSignedIn('/cash/deposit-by-money/pkg-50/regular/paypal/');
  await opened.page.getByRole('button', { name: 'Pay 50.00 USD with PayPal' }).click();
  return opened;
}

/** Signed in, paid the $50 package with the saved Mastercard (3-D Secure): its bank's challenge shows inside the cashier. */
async function payBySavedMastercard(): Promise<{ page: Page; watch: PageWatch }> {
  const { page, watch } = await openSignedIn('/cash/deposit-by-money/pkg-50/regular/card/');
  await page.getByRole('radio', { name: /^Mastercard \*\*\*\* 4444/ }).check();
  await page.getByRole('button', { name: 'Pay 50.00 USD' }).click();
  await page.getByRole('heading', { name: 'Payment in progress' }).waitFor({ timeout: SLOW });
  // At once, in the cashier: no link to a new window.
  await page.locator(`iframe[title="${CHALLENGE_FRAME}"]`).waitFor({ timeout: SLOW });
  assert.equal(await page.getByRole('link', { name: 'Confirm the payment (new window)' }).count(), 0);
  return { page, watch };
}

/** Exactly one deposit, successful, the package credited once, and no page errors anywhere. */
function assertPaidOnce(...watches: PageWatch[]) {
  assert.equal(deposits().length, 1);
  assert.equal(deposits()[0]?.status, 'success');
  assert.equal(balance(), START_BALANCE + PKG_50_CREDIT);
  for (const watch of watches) assert.deepEqual(watch.pageErrors, []);
}

/** Each payment has its own idempotency key: a retry after a result is a new intent, never a second payment of one. */
function assertOnePaymentPerKey() {
  const keys = deposits().map((payment) => payment.idempotencyKey);
  assert.equal(new Set(keys).size, keys.length, `one payment per idempotency key: ${keys.join(', ')}`);
}

async function balanceChangedEvents(page: Page) {
  return (await busEvents(page)).filter((event) => event.type === 'balance-changed');
}

test.describe('deposit through the payment providers', () => {
  test('new card through the card widget iframe: the server confirms, one deposit, balance-changed emitted', async () => {
    const { page, watch } = await openSignedIn('/cash/deposit/');
    await dialog(page, 'Select a package').waitFor();
    await choosePackage(page, /^50 coins/);
    await dialog(page, 'Payment method').waitFor();
    await chooseMethod(page, /card/i);
    await dialog(page, 'Select a card').waitFor();
    const widget = await openNewCard(page);
    // The widget is the provider's page on its own origin, not the cashier's DOM.
    assert.equal(new URL((await widgetFrame(page)).url()).origin, stack.cardWidgetUrl);
    assert.notEqual(stack.cardWidgetUrl, stack.hostUrl);
    await payInWidget(widget, CARD.success);
    await waitForSuccess(page);

    const made = deposits();
    assert.equal(made.length, 1);
    assert.equal(made[0]?.status, 'success');
    assert.equal(made[0]?.methodLabel, 'Visa •••• 4242');
    assert.equal(made[0]?.presetId, 'pkg-50');
    assert.equal(balance(), START_BALANCE + PKG_50_CREDIT);
    // "Save this card" was ticked: the new card (other expiry than Vera's Visa 4242) is saved.
    assert.ok(stack.sandbox.admin.player(PLAYER).cards.some((card) => card.last4 === '4242' && card.expYear === 2034));
    await page.getByRole('definition').filter({ hasText: '310.00 USD' }).waitFor();
    assert.deepEqual(
      (await balanceChangedEvents(page)).map((event) => event.payload),
      [{ balance: START_BALANCE + PKG_50_CREDIT, currency: 'USD' }],
    );
    assert.deepEqual(watch.pageErrors, []);
  });

  test('new card with a 3-D Secure challenge inside the widget: Pass → success', async () => {
    const { page, watch } = await openSignedIn('/cash/deposit-by-money/pkg-50/regular/card/');
    const widget = await openNewCard(page);
    await payInWidget(widget, CARD.challenge);
    await widget.getByRole('heading', { name: '3-D Secure check (sandbox)' }).waitFor({ timeout: SLOW });
    // The cashier tells the player where to look while the bank's check is open.
    await page.getByText('Confirm the payment with your bank in the card form.').waitFor();
    assert.equal(deposits().length, 0, 'nothing is paid before the challenge');
    await widget.getByRole('button', { name: 'Pass', exact: true }).click();
    await waitForSuccess(page);
    assert.equal(deposits().length, 1);
    assert.equal(deposits()[0]?.status, 'success');
    assert.equal(balance(), START_BALANCE + PKG_50_CREDIT);
    assert.equal((await balanceChangedEvents(page)).length, 1);
    assert.deepEqual(watch.pageErrors, []);
  });

  test('saved Mastercard with 3-D Secure: the bank challenge shows inside the cashier at once, Pass → success', async () => {
    const { page, watch } = await payBySavedMastercard();
    await page
      .frameLocator(`iframe[title="${CHALLENGE_FRAME}"]`)
      .getByRole('heading', { name: '3-D Secure check (sandbox)' })
      .waitFor();
    await decideInChallengeFrame(page, 'Pass');
    await waitForSuccess(page);
    assert.equal(deposits().length, 1);
    assert.equal(deposits()[0]?.status, 'success');
    assert.equal(deposits()[0]?.methodLabel, 'Mastercard •••• 4444');
    assert.equal(balance(), START_BALANCE + PKG_50_CREDIT);
    assert.deepEqual(watch.pageErrors, []);
  });

  test('3-D Secure failed → failed/ with the server text → retry opens the same package and method → paying again succeeds', async () => {
    const { page, watch } = await payBySavedMastercard();
    await decideInChallengeFrame(page, 'Fail');

    await page.getByRole('heading', { name: 'Your payment did not go through' }).waitFor({ timeout: SLOW });
    assert.equal(new URL(page.url()).pathname, '/cash/failed/pkg-50/regular/card/');
    const alert = page.getByRole('alert').filter({ hasText: 'You were not charged for this attempt.' });
    await alert.getByText('3-D Secure authentication failed. No money was taken.').waitFor({ timeout: SLOW });
    assert.equal(deposits().length, 1);
    assert.equal(deposits()[0]?.status, 'failed');
    assert.equal(balance(), START_BALANCE);

    await page.getByRole('button', { name: 'Try again with the same package' }).click();
    await dialog(page, 'Select a card').waitFor();
    assert.equal(new URL(page.url()).pathname, '/cash/deposit-by-money/pkg-50/regular/card/');
    await page.getByRole('radio', { name: /^Visa \*\*\*\* 4242/ }).check();
    await page.getByRole('button', { name: 'Pay 50.00 USD' }).click();
    await waitForSuccess(page);

    const made = deposits();
    assert.deepEqual(
      made.map((payment) => [payment.presetId, payment.methodId, payment.status]),
      [
        ['pkg-50', 'card', 'failed'],
        ['pkg-50', 'card', 'success'],
      ],
    );
    assertOnePaymentPerKey();
    assert.equal(balance(), START_BALANCE + PKG_50_CREDIT, 'credited once');
    assert.deepEqual(watch.pageErrors, []);
  });

  test('3-D Secure failed inside the widget: translated decline, nothing charged, Pass on a second try pays', async () => {
    const { page, watch } = await openSignedIn('/cash/deposit-by-money/pkg-50/regular/card/');
    const widget = await openNewCard(page);
    await payInWidget(widget, CARD.challenge);
    await widget.getByRole('button', { name: 'Fail', exact: true }).click();
    await waitForDecline(page);
    assertNothingCharged();

    await payInWidget(widget, CARD.challenge);
    await widget.getByRole('button', { name: 'Pass', exact: true }).click();
    await waitForSuccess(page);
    assertCreditedOnce(watch);
  });

  test('a card the widget declines: a clear translated error, nothing charged, another card pays', async () => {
    const { page, watch } = await openSignedIn('/cash/deposit-by-money/pkg-50/regular/card/');
    const widget = await openNewCard(page);
    await payInWidget(widget, CARD.widgetDecline);
    await waitForDecline(page);
    assertNothingCharged();

    await payInWidget(widget, CARD.success);
    await waitForSuccess(page);
    assertCreditedOnce(watch);
  });

  test('a card the issuer declines at card-pay: failed/ explains, nothing charged, the retry pays', async () => {
    const { page, watch } = await openSignedIn('/cash/deposit-by-money/pkg-50/regular/card/');
    await payInWidget(await openNewCard(page), CARD.issuerDecline);
    await page.getByRole('heading', { name: 'Your payment did not go through' }).waitFor({ timeout: SLOW });
    const failed = page.getByRole('alert').filter({ hasText: 'You were not charged for this attempt.' });
    await failed.getByText('Your card was declined by the issuer. No money was taken.').waitFor({ timeout: SLOW });
    assert.equal(deposits().length, 1);
    assert.equal(deposits()[0]?.status, 'failed');
    assert.equal(balance(), START_BALANCE);
    assert.equal((await balanceChangedEvents(page)).length, 0);

    await page.getByRole('button', { name: 'Try again with the same package' }).click();
    await dialog(page, 'Select a card').waitFor();
    await payInWidget(await openNewCard(page), CARD.success);
    await waitForSuccess(page);
    assert.deepEqual(
      deposits().map((payment) => payment.status),
      ['failed', 'success'],
    );
    assertOnePaymentPerKey();
    assert.equal(balance(), START_BALANCE + PKG_50_CREDIT);
    assert.deepEqual(watch.pageErrors, []);
  });

  test("the widget's refresh result: the cashier sends REFRESH_TOKEN, gets a fresh token and pays", async () => {
    const { page, watch } = await openSignedIn('/cash/deposit-by-money/pkg-50/regular/card/');
    const widgetCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === stack.cardWidgetUrl && url.pathname.startsWith('/card/api/')) widgetCalls.push(url.pathname);
    });
    await payInWidget(await openNewCard(page), CARD.refresh);
    await waitForSuccess(page);
    // tokenize answered refresh; only the parent's REFRESH_TOKEN makes the widget call refresh.
    assert.deepEqual(widgetCalls, ['/card/api/tokenize', '/card/api/refresh']);
    assert.equal(deposits().length, 1);
    assert.equal(deposits()[0]?.status, 'success');
    assert.equal(balance(), START_BALANCE + PKG_50_CREDIT);
    assert.deepEqual(watch.pageErrors, []);
  });

  test('PayPal: init → approve on the PayPal page (new window) → complete → success', async () => {
    const { page, watch } = await startPaypal();
    const { popup, popupWatch } = await openProviderPage(page, 'Open PayPal (new window)');
    await popup.getByRole('heading', { name: 'PayPal (sandbox)' }).waitFor();
    await popup.getByText('Approve the payment of 50.00 USD to Sandbox Cashier?').waitFor();
    assert.equal(deposits()[0]?.status, 'pending');
    await decide(popup, 'Approve');
    // PayPal sends the window back to the cashier page the payment started on, with the paymentId: that window
    // shows the result of this payment (the platform captures the approved order when asked), never a second Pay.
    await waitForSuccess(popup);
    assert.equal(await popup.getByRole('button', { name: /with PayPal/ }).count(), 0);
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await waitForSuccess(page);
    assert.equal(deposits().length, 1);
    assert.equal(deposits()[0]?.kind, 'paypal');
    assert.equal(deposits()[0]?.status, 'success');
    assert.equal(balance(), START_BALANCE + PKG_50_CREDIT);
    assert.equal((await balanceChangedEvents(page)).length, 1);
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(popupWatch.pageErrors, []);
  });

  test('PayPal: a reload after approving resumes at pending/ and completes, credited once', async () => {
    const { page, watch } = await startPaypal();
    const { popup, popupWatch } = await openProviderPage(page, 'Open PayPal (new window)');
    await popup.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.reload();
    await waitForSuccess(page);
    assertPaidOnce(watch, popupWatch);
  });

  test('PayPal: cancel on the PayPal page → failed/ with the server text, nothing charged', async () => {
    const { page, watch } = await startPaypal();
    const { popup, popupWatch } = await openProviderPage(page, 'Open PayPal (new window)');
    await decide(popup, 'Cancel');
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.getByRole('heading', { name: 'Your payment did not go through' }).waitFor({ timeout: SLOW });
    assert.equal(new URL(page.url()).pathname, '/cash/failed/pkg-50/regular/paypal/');
    await page
      .getByRole('alert')
      .getByText('You canceled the payment at PayPal. No money was taken.')
      .waitFor({ timeout: SLOW });
    assert.equal(deposits().length, 1);
    assert.equal(deposits()[0]?.status, 'failed');
    assert.equal(balance(), START_BALANCE);
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(popupWatch.pageErrors, []);
  });

  test('PayPal: Complete before approving keeps the player on the PayPal step; approving then completing pays', async () => {
    const { page, watch } = await startPaypal();
    await page.getByRole('link', { name: 'Open PayPal (new window)' }).waitFor({ timeout: SLOW });
    await page.getByRole('button', { name: 'Complete payment' }).click();
    // Not a pending screen: only paypal-check captures, so polling the deposit check would wait forever.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Approve the payment on PayPal, then come back and complete it.' })
      .waitFor({ timeout: SLOW });
    assert.equal(new URL(page.url()).pathname, '/cash/deposit-by-money/pkg-50/regular/paypal/');
    assert.equal(deposits()[0]?.status, 'pending');

    const { popup, popupWatch } = await openProviderPage(page, 'Open PayPal (new window)');
    await decide(popup, 'Approve');
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await waitForSuccess(page);
    assertPaidOnce(watch, popupWatch);
  });

  test('Trustly with a new bank account: approve on the Trustly page (new window) → success, the account is linked', async () => {
    const { page, watch } = await openSignedIn('/cash/deposit-by-money/pkg-50/regular/trustly/');
    await page.getByRole('radio', { name: /^Use another bank account/ }).check();
    await page.getByRole('button', { name: 'Pay 50.00 USD' }).click();
    await page.getByRole('heading', { name: 'Payment in progress' }).waitFor({ timeout: SLOW });
    const { popup, popupWatch } = await openProviderPage(page, 'Confirm the payment (new window)');
    await popup.getByRole('heading', { name: 'Trustly online banking (sandbox)' }).waitFor();
    await popup.getByLabel('Bank').selectOption('Example Savings');
    await decide(popup, 'Approve');
    await waitForSuccess(page);
    assert.equal(deposits().length, 1);
    assert.equal(deposits()[0]?.status, 'success');
    assert.equal(balance(), START_BALANCE + PKG_50_CREDIT);
    assert.ok(
      stack.sandbox.admin.player(PLAYER).trustlyAccounts.some((account) => account.bankName === 'Example Savings'),
    );
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(popupWatch.pageErrors, []);
  });

  test('Trustly: Remove hides exactly that account and the sandbox forgets it; a linked account pays (pending → success)', async () => {
    const { page, watch } = await openSignedIn('/cash/deposit-by-money/pkg-50/regular/trustly/');
    const accounts = page.getByRole('group', { name: 'Your bank accounts' });
    await accounts.getByRole('radio', { name: 'Chase **** 6789' }).waitFor();
    await accounts.getByRole('radio', { name: 'Bank of America **** 1234' }).waitFor();
    await accounts.getByRole('button', { name: 'Remove Bank of America' }).click();
    await accounts
      .getByRole('group', { name: 'Remove Bank of America **** 1234 from your bank accounts?' })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await accounts.getByRole('radio', { name: 'Bank of America **** 1234' }).waitFor({ state: 'detached' });
    assert.equal(await accounts.getByRole('radio', { name: 'Chase **** 6789' }).count(), 1, 'the other account stays');
    assert.deepEqual(
      stack.sandbox.admin.player(PLAYER).trustlyAccounts.map((account) => account.tokenId),
      ['trustly-vera-chase'],
    );

    assert.equal(await accounts.getByRole('radio', { name: 'Chase **** 6789' }).isChecked(), true);
    await page.getByRole('button', { name: 'Pay 50.00 USD' }).click();
    await waitForSuccess(page);
    assert.equal(deposits().length, 1);
    assert.equal(deposits()[0]?.methodLabel, 'Trustly · Chase **** 6789');
    assert.equal(balance(), START_BALANCE + PKG_50_CREDIT);
    assert.deepEqual(watch.pageErrors, []);
  });

  test('promo offer: /cash/deposit-by-money/offer/ shows the offer and it can be bought once', async () => {
    const { page, watch } = await openSignedIn('/cash/deposit-by-money/offer/');
    await page.getByRole('heading', { name: 'Welcome bundle' }).waitFor({ timeout: SLOW });
    await page.getByText('Double coins on your first bundle.').waitFor();
    await page
      .getByRole('list', { name: 'Welcome bundle' })
      .getByRole('button', { name: /^25 coins/ })
      .press('Enter');
    await dialog(page, 'Payment method').waitFor();
    await chooseMethod(page, /card/i);
    await dialog(page, 'Select a card').waitFor();
    await page.getByRole('button', { name: 'Pay 25.00 USD' }).click();
    await waitForSuccess(page);
    const made = deposits();
    assert.equal(made.length, 1);
    assert.equal(made[0]?.presetId, 'promo-welcome-25');
    assert.equal(made[0]?.promoOfferPresetId, 'promo-welcome');
    assert.equal(balance(), START_BALANCE + 50);
    assert.deepEqual(watch.pageErrors, []);

    const again = await openHost(browser.context, stack, '/cash/deposit-by-money/offer/');
    await again.page.getByText('This offer is not available any more.').waitFor({ timeout: SLOW });
    assert.deepEqual(again.watch.pageErrors, []);
  });

  test('deep links open straight at their step with the right header title', async () => {
    await login(browser.context, stack, PLAYER);
    // The deep link, the header's title, and the control the step shows (its role and accessible name).
    const cases = [
      ['/cash/deposit-by-money/pkg-50/regular/card/', 'Select a card', 'group', 'Saved cards'],
      ['/cash/deposit-by-money/pkg-20/regular/', 'Payment method', 'list', 'Payment method'],
      ['/cash/deposit-by-money/pkg-20/regular/trustly/', 'Payment method', 'group', 'Your bank accounts'],
      ['/cash/deposit-by-money/offer/promo-welcome/welcome/', 'Select a package', 'list', 'Welcome bundle'],
    ] as const;
    for (const [deepLink, title, role, name] of cases) {
      const { page, watch } = await openHost(browser.context, stack, deepLink);
      await dialog(page, title).waitFor({ timeout: SLOW });
      await page.getByRole(role, { name }).waitFor({ timeout: SLOW });
      assert.equal(new URL(page.url()).pathname, deepLink);
      assert.deepEqual(watch.pageErrors, [], deepLink);
    }
    assert.equal(deposits().length, 0);
  });

  test('new-card widget layout at 1280 px (inline) and 375 px (popup): screenshots saved for review', async () => {
    await login(browser.context, stack, PLAYER);
    for (const width of [1280, 375]) {
      const viewport = { width, height: width < 768 ? 812 : 900 };
      const { page, watch } = await openHost(
        browser.context,
        stack,
        '/cash/deposit-by-money/pkg-50/regular/card/',
        'ready',
        { viewport },
      );
      await dialog(page, 'Select a card').waitFor();
      // Below 768 px the picker is a popup (a second dialog) on top of the cashier dialog; inline otherwise.
      const dialogs = width < 768 ? 2 : 1;
      await page
        .getByRole('dialog')
        .nth(dialogs - 1)
        .waitFor({ timeout: SLOW });
      assert.equal(await page.getByRole('dialog').count(), dialogs);
      const widget = await openNewCard(page);
      await widget.getByRole('button', { name: /^Pay 50\.00 USD/ }).waitFor();
      const frameBox = await page.getByTitle('Card details').boundingBox();
      assert.ok(
        frameBox && frameBox.x >= 0 && frameBox.x + frameBox.width <= width,
        `the widget fits in ${width} px: ${JSON.stringify(frameBox)}`,
      );
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no horizontal scrolling');
      // Inside the frame too: the provider's form fits its frame (no field or button cut off at the right edge).
      const overflow = await widget.locator(':root').evaluate((root) => root.scrollWidth - root.clientWidth);
      assert.equal(overflow, 0, `at ${width} px the card form overflows its frame by ${overflow} px`);
      // The frame takes the height its page tells (a size message): nothing scrolls or is cut off inside it.
      await page.waitForFunction(
        () =>
          document
            .querySelector('[data-cashier-root]')
            ?.shadowRoot?.querySelector<HTMLIFrameElement>('iframe[title="Card details"]')?.style.height !== '',
      );
      await widget.locator('#tests-title').waitFor();
      const inside = await widget.locator(':root').evaluate((root) => root.scrollHeight - root.clientHeight);
      assert.ok(inside <= 1, `at ${width} px the card page scrolls ${inside} px inside its frame`);
      // The form's own Pay button shows in the frame without scrolling inside it (the frame was once too short).
      const payBottom = await widget
        .getByRole('button', { name: /^Pay 50\.00 USD/ })
        .evaluate((button) => button.getBoundingClientRect().bottom);
      const frameHeight = await widget.locator(':root').evaluate((root) => root.clientHeight);
      assert.ok(payBottom <= frameHeight, `Pay ends at ${payBottom} px in a ${frameHeight} px frame at ${width} px`);
      await widget.getByRole('button', { name: /^Pay 50\.00 USD/ }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `new-card-widget-${width}.png`) });
      assert.deepEqual(watch.pageErrors, []);
    }
  });
});
