import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import type { Browser, PageWatch } from './browser';
import { assertNoSecrets, busEvents, CHALLENGE_FRAME, clearBusEvents, findSecrets, login, openHost } from './host';
import {
  findPersonalData,
  IDOLOGY_QUESTION_TEXTS,
  mergePersonalData,
  personalDataOf,
  walkHistory,
  type PersonalData,
} from './personalData';
import type { Stack } from './stack';
import { quietPeriod } from './quietPeriod';
import { setUpBrowserSuite } from './suite';
import { answeredCount, enterEffectsSettled, GEO_CHECK } from './waits';
import { confirmRedeemReview } from '../support/redeemReview';

/*
 * Two players, one tab (issue [11], "one player's data never reaches another"; docs/architecture.md, "One player
 * at a time"). Player A (Vera Verified) leaves traces: a pending redemption, a card payment left pending at its
 * 3-D Secure challenge, the IDology questions after an SSN check, the history with them; then signs out with the
 * host-demo's Log out (which emits `logout` on the bus). Player B (Lena Limit) signs in in the same tab through
 * the sandbox panel (the host-demo emits `re-init-data`). B must see nothing of A on any cash route nor on any
 * history entry A made (Back and Forward), must not be offered or send anything about A's ids, must deposit
 * normally, and web storage and history.state must hold nothing of A. A's values are chosen to appear nowhere in
 * B's data: 23.45 redeemed, 97.05 winnings left, 226.55 balance left, the Mastercard •••• 4444, SSN 518-27-3946.
 */

let stack: Stack;
let browser: Browser;

setUpBrowserSuite((parts) => ({ stack, browser } = parts));

const A = 'verified';
const B = 'near-limit';
const A_NAME = 'Vera Verified';
const B_NAME = 'Lena Limit';
const A_SSN = '518273946';
const A_REDEEMED = 23.45;

interface Traces {
  page: Page;
  watch: PageWatch;
  paymentId: string;
  redemptionId: string;
  /** What of A must not reach B's screens. */
  onScreen: PersonalData;
  /** What of A must not be in web storage or history.state. */
  stored: PersonalData;
}

const cashLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Cash screens' }).getByRole('link', { name: label, exact: true });
const overlay = (page: Page) => page.locator('[data-cashier-root] [role="dialog"]').first();
const challengeFrames = (page: Page) => page.locator(`iframe[title="${CHALLENGE_FRAME}"]`);

/** The cashier's own text (the host's event log and sandbox panel are the demo's, not the cashier's). */
const cashierText = (page: Page) =>
  page.evaluate(() =>
    // Inside each cashier's shadow root (docs/adr/0004-shadow-root.md): an element's innerText leaves it out.
    [...document.querySelectorAll('[data-cashier-root]')]
      .map((root) => (root.shadowRoot?.querySelector('[data-cashier-portal]') as HTMLElement | null)?.innerText ?? '')
      .join('\n'),
  );

/** Opens a cash screen from the host's Cash screens links (an in-page navigation, as a host's link) and lets it settle. */
async function openFromLink(page: Page, label: string): Promise<void> {
  const geoChecks = await answeredCount(page, GEO_CHECK);
  await cashLink(page, label).click();
  await overlay(page).waitFor();
  // Enter effects, cached answers refreshed, a resume check: the geo check, the last of them, has its answer.
  await enterEffectsSettled(page, geoChecks);
}

async function closeCashier(page: Page): Promise<void> {
  await overlay(page).getByRole('button', { name: 'Close', exact: true }).first().click();
  await overlay(page).waitFor({ state: 'detached' });
}

/** Player A's flows in one tab, ending with the host-demo's Log out; the cashier stays mounted throughout. */
async function playerALeavesTraces(): Promise<Traces> {
  await login(browser.context, stack, A);
  const { page, watch } = await openHost(browser.context, stack, '/');
  await page.getByRole('banner').getByText(A_NAME).waitFor();

  // 1. A pending redemption of 23.45 to the saved Visa.
  await openFromLink(page, 'Redeem');
  await page
    .getByRole('list')
    .getByRole('button', { name: /^Visa or Mastercard/ })
    .click();
  await page.getByLabel(/^Amount to redeem/).fill(String(A_REDEEMED));
  await page.getByRole('button', { name: /^Redeem/ }).click();
  await confirmRedeemReview(page);
  await page.getByRole('heading', { name: 'Redemption requested' }).waitFor({ timeout: 15_000 });
  const redemption = stack.sandbox.admin
    .player(A)
    .transactions.find((tx) => tx.kind === 'redeem' && tx.amount === A_REDEEMED);
  assert.ok(redemption && redemption.status === 'pending', 'A has a pending redemption of 23.45');
  await closeCashier(page);

  // 2. A card payment left pending: the saved Mastercard •••• 4444 asks for 3-D Secure, which A never answers.
  await openFromLink(page, 'Deposit');
  await page
    .getByRole('list', { name: 'Choose a package' })
    .getByRole('button', { name: /^100 coins/ })
    .press('Enter');
  await page.getByRole('list', { name: 'Payment method' }).getByRole('button', { name: /card/i }).click();
  await page.getByRole('radio', { name: /^Mastercard \*\*\*\* 4444/ }).check();
  await page.getByRole('button', { name: 'Pay 100.00 USD' }).click();
  await challengeFrames(page).waitFor({ timeout: 15_000 });
  const payments = stack.sandbox.admin.deposits(A);
  assert.equal(payments.length, 1);
  const payment = payments[0];
  assert.ok(payment && payment.status === 'pending', 'A has a pending card payment');
  await closeCashier(page);

  // 3. The SSN check asks the IDology questions on verification/.
  await openFromLink(page, 'Account');
  await page.getByRole('button', { name: /^Social Security number/ }).click();
  await page.getByLabel('SSN (last 4 digits or all 9)').fill(A_SSN);
  await page.getByRole('button', { name: 'Check my identity' }).click();
  await page.getByRole('group', { name: IDOLOGY_QUESTION_TEXTS[0] }).waitFor();
  await closeCashier(page);

  // 4. The history, with the new redemption (cancelable) on top.
  await openFromLink(page, 'History');
  await page.getByRole('button', { name: /^Cancel redemption of 23\.45/ }).waitFor();
  await closeCashier(page);

  // 5. Sign out with the host's Log out.
  await page.getByRole('banner').getByRole('button', { name: 'Log out', exact: true }).click();
  await page.getByRole('banner').getByText('Not signed in').waitFor();

  const record = stack.sandbox.admin.player(A);
  const references = [
    payment.id,
    redemption.id,
    ...record.transactions.map((tx) => tx.id),
    'card-vera-visa',
    'card-vera-mc',
  ];
  const questionsAndAnswers = [...IDOLOGY_QUESTION_TEXTS, 'Ford Focus', 'Tesla Model 3', 'Elm Street'];
  return {
    page,
    watch,
    paymentId: payment.id,
    redemptionId: redemption.id,
    onScreen: mergePersonalData(personalDataOf(stack, A), {
      questions: questionsAndAnswers,
      // The redemption, A's winnings before and after it, A's balance after it.
      amounts: [A_REDEEMED, 120.5, record.winnings, record.balance],
      // A's cards' last digits (B's one card ends 0005) and every id of A's payments.
      references: [...references, '4444', '4242'],
      ssns: [A_SSN],
    }),
    stored: mergePersonalData(personalDataOf(stack, A), {
      questions: questionsAndAnswers,
      amounts: [A_REDEEMED, record.winnings, record.balance],
      references: [payment.id, redemption.id],
      ssns: [A_SSN],
    }),
  };
}

/** B signs in in the same tab with the sandbox panel's form (the host-demo then emits `re-init-data`). */
async function playerBSignsIn(page: Page): Promise<void> {
  // A cash route visited while signed out (the history walk) asked the host for its sign-in modal; B uses the panel.
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  if (await signIn.isVisible()) {
    await page.keyboard.press('Escape');
    await signIn.waitFor({ state: 'hidden' });
  }
  const panel = page.getByRole('region', { name: 'Sandbox' });
  await panel.getByLabel('Sandbox player').selectOption(B);
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('banner').getByText(B_NAME).waitFor();
}

/** Every request of the page from now on (URL and body), to show none names A's ids. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  return requests;
}

const describeFindings = (findings: { kind: string; match: string }[]) =>
  findings.map(({ kind, match }) => `${kind} "${match}"`).join(', ');

test.describe('two players, one tab', () => {
  test('the host-demo signs A out with `logout` on the bus and B in with `re-init-data`', async () => {
    const { page } = await playerALeavesTraces();
    const afterSignOut = await busEvents(page);
    assert.deepEqual(
      afterSignOut.filter((event) => event.type === 'logout'),
      [{ type: 'logout', payload: { reason: 'player' } }],
      'Log out emits logout (reason player), once',
    );
    await clearBusEvents(page);
    await playerBSignsIn(page);
    const afterSignIn = await busEvents(page);
    assert.deepEqual(
      afterSignIn.filter((event) => event.type === 're-init-data' || event.type === 'logout'),
      [{ type: 're-init-data', payload: { reason: 'signed-in' } }],
      'a sign-in emits re-init-data (reason signed-in) and no logout',
    );
  });

  test('Back and Forward through A’s entries as B: no A questions, amounts, references or pending payment on screen or in history.state', async () => {
    const { page, paymentId, redemptionId, onScreen, stored } = await playerALeavesTraces();
    await playerBSignsIn(page);
    const requests = recordRequests(page);
    const problems: string[] = [];
    let visited = 0;
    await walkHistory(page, async (entry) => {
      visited += 1;
      const where = `${entry.step} to entry #${entry.index} ${new URL(entry.url).pathname}`;
      const inCash = new URL(entry.url).pathname.startsWith('/cash/');
      // The previous entry's screen must be gone (or the cashier open) before this entry's is read.
      await overlay(page)
        .waitFor({ state: inCash ? 'visible' : 'detached', timeout: 10_000 })
        .catch(() => problems.push(`${where}: the cashier did not ${inCash ? 'open' : 'close'}`));
      // A's data must not show on this entry at all: after the entry's own state, give a stale screen the time a
      // player would look at it.
      await quietPeriod(page, 800, "another player's data showing on a history entry");
      const shown = findPersonalData(await cashierText(page), onScreen);
      if (shown.length > 0) problems.push(`${where} shows A's ${describeFindings(shown)}`);
      if ((await challengeFrames(page).count()) > 0) problems.push(`${where} shows A's 3-D Secure challenge`);
      if ((await page.getByRole('button', { name: /^Cancel redemption/ }).count()) > 0)
        problems.push(`${where} offers to cancel a redemption (B has none)`);
      const kept = [...findPersonalData(entry.state, stored), ...findSecrets(entry.state)];
      if (kept.length > 0) problems.push(`${where}: history.state holds A's ${describeFindings(kept)}`);
    });
    assert.ok(visited >= 12, `A's entries are reachable by Back and Forward (${visited} visited)`);
    const sent = requests.filter((request) => request.includes(paymentId) || request.includes(redemptionId));
    if (sent.length > 0) problems.push(`B's page sent A's ids: ${sent.join(' | ')}`);
    assert.deepEqual(problems, []);
  });

  test('every cash route as B: nothing of A, no cancel of A’s redemption, no resume of A’s pending payment, no request with A’s ids', async () => {
    const { page, paymentId, redemptionId, onScreen } = await playerALeavesTraces();
    await playerBSignsIn(page);
    const requests = recordRequests(page);
    const labels = await page
      .getByRole('navigation', { name: 'Cash screens' })
      .getByRole('list')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    assert.ok(labels.length >= 16, `the host links to every cash route (${labels.length})`);
    const problems: string[] = [];
    for (const label of labels) {
      await openFromLink(page, label);
      const where = `${label} (${new URL(page.url()).pathname})`;
      const shown = findPersonalData(await cashierText(page), onScreen);
      if (shown.length > 0) problems.push(`${where} shows A's ${describeFindings(shown)}`);
      if ((await challengeFrames(page).count()) > 0) problems.push(`${where} shows A's 3-D Secure challenge`);
      if (label !== 'Payment pending' && new URL(page.url()).pathname === '/cash/pending/')
        problems.push(`${where}: resumed A's pending payment`);
      if ((await page.getByRole('button', { name: /^Cancel redemption/ }).count()) > 0)
        problems.push(`${where} offers to cancel a redemption (B has none)`);
      await closeCashier(page);
    }
    const sent = requests.filter((request) => request.includes(paymentId) || request.includes(redemptionId));
    if (sent.length > 0) problems.push(`B's page sent A's ids: ${sent.join(' | ')}`);
    assert.deepEqual(problems, []);
    assert.equal(stack.sandbox.admin.deposits(A)[0]?.status, 'pending', "A's payment is untouched");
    assert.equal(
      stack.sandbox.admin.player(A).transactions.find((tx) => tx.id === redemptionId)?.status,
      'pending',
      "A's redemption is untouched",
    );
  });

  test('B deposits normally: a package bought by card to success, with B’s own card and key; A’s payment untouched', async () => {
    const { page, paymentId, onScreen } = await playerALeavesTraces();
    await playerBSignsIn(page);
    await openFromLink(page, 'Deposit');
    assert.equal(new URL(page.url()).pathname, '/cash/deposit/', 'the package list, not a resumed payment');
    await page
      .getByRole('list', { name: 'Choose a package' })
      .getByRole('button', { name: /^20 coins/ })
      .press('Enter');
    await page.getByRole('list', { name: 'Payment method' }).getByRole('button', { name: /card/i }).click();
    assert.equal(
      await page.getByRole('radio', { name: /\*\*\*\* 4444|\*\*\*\* 4242/ }).count(),
      0,
      "A's saved cards are not offered",
    );
    await page.getByRole('radio', { name: /^Visa \*\*\*\* 0005/ }).check();
    await page.getByRole('button', { name: 'Pay 20.00 USD' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 20_000 });
    const shown = findPersonalData(await cashierText(page), onScreen);
    assert.deepEqual(shown, [], 'the success screen shows nothing of A');
    const bPayments = stack.sandbox.admin.deposits(B);
    assert.deepEqual(
      bPayments.map((payment) => [payment.price, payment.status]),
      [[20, 'success']],
      "B's one payment",
    );
    const aPayments = stack.sandbox.admin.deposits(A);
    assert.deepEqual(
      aPayments.map((payment) => [payment.id, payment.status]),
      [[paymentId, 'pending']],
      "A's payment untouched",
    );
    assert.notEqual(
      bPayments[0]?.idempotencyKey,
      aPayments[0]?.idempotencyKey,
      "B's payment has its own idempotency key",
    );
  });

  test('web storage and every history.state hold nothing of A: after A signs out, and after B opens the cashier', async () => {
    const { page, watch, stored } = await playerALeavesTraces();
    // Each point says where it failed: the first already tells what A's sign-out left behind.
    const at = (when: string) => (error: unknown) => {
      throw error instanceof assert.AssertionError
        ? new assert.AssertionError({ message: `${when}: ${error.message}` })
        : error;
    };
    await assertNoSecrets(page, watch, { personal: stored }).catch(at('after A signed out, before B signed in'));
    await playerBSignsIn(page);
    await openFromLink(page, 'Deposit');
    await closeCashier(page);
    await openFromLink(page, 'History');
    await closeCashier(page);
    await assertNoSecrets(page, watch, { personal: stored }).catch(at('after B opened the deposit and the history'));
  });
});
