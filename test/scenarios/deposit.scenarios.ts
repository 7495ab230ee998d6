import type { Page } from 'playwright-core';
import { pretendApplePayEntry } from '../../host-demo/src/sandbox/pretendApplePay';
import { MATRIX_FAULTS } from '../faults/faultKinds';
import { call, fillAndPress, setSandboxFault, state, withUnconfirmedAnswer } from './scenario';
import type { CallScenario, StateScenario } from './types';

/*
 * How a player reaches every deposit call and screen state (issue [3]). Sandbox players: `verified` has saved
 * cards, a Trustly account and the promo offer; `near-limit` may deposit only $50 more today; `flagged` is in the
 * antifraud base, so its payments stop before they are sent.
 */

const dialog = (page: Page) => page.getByRole('dialog').first();

// By keyboard: an over-limit package is aria-disabled (Playwright will not click it), yet a player can
// still activate it to learn why it cannot be bought.
async function choosePackage(page: Page, name: RegExp = /50 coins/) {
  await dialog(page).getByRole('list', { name: 'Choose a package' }).getByRole('button', { name }).press('Enter');
}

async function chooseMethod(page: Page, name: RegExp) {
  await dialog(page).getByRole('list', { name: 'Payment method' }).getByRole('button', { name }).click();
}

async function payWithSavedCard(page: Page) {
  await choosePackage(page);
  await chooseMethod(page, /card/i);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/**
 * The host-demo's "Pretend Apple Pay support": the cashier's overlay covers the sandbox panel, so the switch is
 * set where the panel keeps it; the page reloads with a pretend ApplePaySession (what Safari would have) and the
 * cashier opens again at the same path.
 */
async function pretendApplePaySupport(page: Page) {
  const { key, value } = pretendApplePayEntry({ enabled: true, outcome: 'pay' });
  await page.evaluate(([name, text]) => sessionStorage.setItem(name, text), [key, value] as const);
  await page.reload();
  await dialog(page).waitFor();
}

async function payWithApplePay(page: Page) {
  await pretendApplePaySupport(page);
  await dialog(page)
    .getByRole('button', { name: /with Apple Pay$/ })
    .click();
}

/** As payWithApplePay, but only sets the pretend support (a reload) when the Apple Pay button is not there yet. */
async function payWithApplePayOnce(page: Page) {
  const button = dialog(page).getByRole('button', { name: /with Apple Pay$/ });
  const shown = await button
    .waitFor({ timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) await pretendApplePaySupport(page);
  await button.click();
}

async function payWithNeosurf(page: Page) {
  await dialog(page).getByLabel('Voucher code').fill('NSVALID123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Pays with the saved card; success/ then offers the follow-up the server asks after a first deposit. */
async function payUntilQuestionnaireOffer(page: Page) {
  await payWithSavedCard(page);
  await page.getByRole('button', { name: 'Answer two quick questions' }).waitFor({ timeout: 20_000 });
}

const answerQuestionnaire = (page: Page) => fillAndPress(page, 'How was your purchase?', 'Smooth', 'Send answers');

/**
 * PayPal started and approved on the PayPal page (a new window), the approval's way back to the cashier blocked,
 * so that the capture is left to Complete payment (deposit.checkPaypal): the window coming back would capture the
 * order through deposit.checkDeposit.
 */
async function startAndApprovePaypal(page: Page) {
  await startPaypal(page);
  const [popup] = await Promise.all([
    page.waitForEvent('popup', { timeout: 20_000 }),
    page.getByRole('link', { name: 'Open PayPal (new window)' }).click(),
  ]);
  await popup.route(/\/cash\//, (route) => route.abort());
  const back = popup.waitForEvent('requestfailed', {
    predicate: (request) => /\/cash\//.test(request.url()),
    timeout: 20_000,
  });
  await popup.getByRole('button', { name: 'Approve', exact: true }).click();
  await back;
  await popup.close();
  await page.getByRole('button', { name: 'Complete payment' }).click({ timeout: 15_000 });
}

async function openTrustly(page: Page) {
  await choosePackage(page);
  await chooseMethod(page, /trustly/i);
}

async function startPaypal(page: Page) {
  await choosePackage(page);
  await chooseMethod(page, /paypal/i);
  await page.getByRole('button', { name: /with PayPal/ }).click();
}

/**
 * The deposit calls' own success screens (the fault matrix's `lost` column): success/, or pending/ for a payment
 * the provider still confirms (a linked Trustly account), which says it is being checked.
 */
const paid = (page: Page) => page.getByRole('heading', { name: /^Payment (successful|in progress)$/ });

/** The Pay button again, from the payment step the lost answer left. */
const payAgain = (page: Page) => page.getByRole('button', { name: /^Pay / }).click({ timeout: 5_000 });

/** A call `verified` reaches from the package list (`act`), whose failure the player sees with Try again. */
const fromPackages = (callId: string, note: string, act: CallScenario['act']): CallScenario =>
  call(callId, 'verified', '/cash/deposit/', 'visible-error', note, act);

export const callScenarios: CallScenario[] = [
  call(
    'deposit.getCards',
    'verified',
    '/cash/deposit/',
    'visible-error',
    'The package list is the deposit screen: without it the player needs Try again.',
  ),
  call(
    'deposit.getLightCash',
    'verified',
    '/cash/deposit/',
    'silent',
    'Product decision (docs/product/errors.md#quick-deposit-failed names the call, docs/product/errors.md#quick-deposit-failed no outcome): the quick deposit is a shortcut to packages the full list also has, so its failure is logged and the section left out; the package list works.',
  ),
  call(
    'deposit.getInputMethods',
    'verified',
    '/cash/deposit-by-money/pkg-50/regular/',
    'visible-error',
    'No methods, no purchase: the payment step shows the error with Try again; the package stays chosen.',
  ),
  call(
    'deposit.getDepositMethods',
    'verified',
    '/cash/deposit-by-money/pkg-50/regular/neosurf/',
    'silent',
    "Product decision: the open method's details only refresh its limits; without them the method list's limits stand in (logged) and the method still pays (the server checks limits).",
  ),
  call(
    'deposit.getPromoOfferConstructor',
    'verified',
    '/cash/deposit-by-money/offer/',
    'visible-error',
    'The offer route shows the offer only; its failure needs Try again.',
  ),
  {
    ...fromPackages(
      'deposit.payByCard',
      'A failed card payment keeps the picker and the idempotency key; Try again resends the same key.',
      payWithSavedCard,
    ),
    successScreen: paid,
    again: payAgain,
  },
  fromPackages(
    'fraud.getAntifraudBaseMatch',
    'The antifraud base check runs on every Pay press before anything is paid: its failure sends no payment and offers Try again (same key).',
    payWithSavedCard,
  ),
  fromPackages(
    'fraud.initKountPayment',
    'The Kount session is started after an allowed base match and before the payment: its failure sends no payment and offers Try again.',
    payWithSavedCard,
  ),
  {
    ...fromPackages(
      'deposit.createDeposit',
      'Trustly/Neosurf deposit failure: translated error and Try again with the same key.',
      async (page) => {
        await openTrustly(page);
        await page.getByRole('button', { name: /^Pay / }).click();
      },
    ),
    successScreen: paid,
    again: payAgain,
  },
  // Neosurf and Apple Pay pay through createDeposit too: rows of their own in the `lost` column only.
  {
    ...call(
      'deposit.createDeposit',
      'verified',
      '/cash/deposit-by-money/pkg-50/regular/neosurf/',
      'visible-error',
      'A Neosurf voucher paid once, whatever happens to the answer.',
      payWithNeosurf,
    ),
    variant: 'neosurf',
    columns: ['lost'],
    successScreen: paid,
    again: payAgain,
  },
  {
    ...call(
      'deposit.createDeposit',
      'verified',
      '/cash/deposit-by-money/pkg-50/regular/applePay/',
      'visible-error',
      'An Apple Pay payment made once, whatever happens to the answer.',
      payWithApplePayOnce,
    ),
    variant: 'apple pay',
    columns: ['lost'],
    successScreen: paid,
  },
  call(
    'deposit.validateApplePayMerchant',
    'verified',
    '/cash/deposit-by-money/pkg-50/regular/applePay/',
    'visible-error',
    'Merchant validation that fails aborts the Apple Pay sheet: translated error, Try again (a new sheet); nothing was sent for payment.',
    payWithApplePay,
  ),
  {
    ...fromPackages('deposit.initPaypal', 'PayPal start failure: translated error, Try again.', startPaypal),
    // Started: the step that sends the player to PayPal and completes the payment after approval.
    successScreen: (page) => page.getByRole('button', { name: 'Complete payment' }),
    again: (page) => page.getByRole('button', { name: /with PayPal/ }).click({ timeout: 5_000 }),
  },
  {
    ...fromPackages(
      'deposit.checkPaypal',
      'Capturing the approved PayPal order fails: translated error, Try again captures the same order.',
      async (page) => {
        await startPaypal(page);
        await page.getByRole('button', { name: 'Complete payment' }).click({ timeout: 15_000 });
      },
    ),
    // Not approved at PayPal, this check captures nothing: the `lost` column uses the approved variant below.
    columns: MATRIX_FAULTS.map((fault) => fault.label),
  },
  {
    ...fromPackages(
      'deposit.checkPaypal',
      'The approved PayPal order is captured once, whatever happens to the answer.',
      startAndApprovePaypal,
    ),
    variant: 'approved',
    columns: ['lost'],
    successScreen: paid,
    again: (page) => page.getByRole('button', { name: 'Complete payment' }).click({ timeout: 5_000 }),
  },
  fromPackages(
    'deposit.removeMethod',
    'Removing a bank account that fails (after its confirm step) leaves it listed and says why in the step.',
    async (page) => {
      await openTrustly(page);
      await page
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      await page.getByRole('button', { name: 'Remove', exact: true }).click();
    },
  ),
  fromPackages(
    'deposit.checkDeposit',
    'pending/ cannot confirm: error with Try again; the paymentId stays saved so nothing is paid twice.',
    payWithSavedCard,
  ),
  // After the first deposit the server asks the questionnaire; thank-you/ then offers the Trustpilot review.
  fromPackages(
    'deposit.requestTrustpilotInvitation',
    'The review invitation fails: translated error with Try again; the deposit itself is done and stays so.',
    async (page) => {
      await payUntilQuestionnaireOffer(page);
      await page.getByRole('button', { name: 'Answer two quick questions' }).click();
      await answerQuestionnaire(page);
      await page.getByRole('button', { name: 'Leave a review on Trustpilot' }).click({ timeout: 15_000 });
    },
  ),
  // The questionnaire asks about a payment: opened without one it says there is none to show (stateScenarios).
  fromPackages(
    'survey.submitSurveyAnswers',
    'Questionnaire answers (after a first deposit) that fail to post show an error; the answers stay in the form.',
    async (page) => {
      await payUntilQuestionnaireOffer(page);
      await page.getByRole('button', { name: 'Answer two quick questions' }).click();
      await answerQuestionnaire(page);
    },
  ),
];

export const stateScenarios: StateScenario[] = [
  state(
    'deposit.packages',
    'verified',
    '/cash/deposit/',
    'Package list with prices, coins, bonus and order summaries.',
  ),
  state(
    'deposit.limit-reached-popup',
    'near-limit',
    '/cash/deposit/',
    'Limit-reached popup over the package list.',
    (page) => choosePackage(page, /100 coins/),
  ),
  state('deposit.methods', 'verified', '/cash/deposit-by-money/pkg-50/regular/', 'Order summary and payment methods.'),
  state(
    'deposit.card-picker',
    'verified',
    '/cash/deposit-by-money/pkg-50/regular/card/',
    'Card picker (inline when wide, popup when narrow).',
  ),
  state(
    'deposit.card-widget',
    'verified',
    '/cash/deposit-by-money/pkg-50/regular/card/',
    'New card: the provider widget iframe.',
    async (page) => {
      await page.getByRole('button', { name: 'Use a new card' }).click();
    },
  ),
  state(
    'deposit.trustly',
    'verified',
    '/cash/deposit-by-money/pkg-50/regular/trustly/',
    'Trustly bank accounts with remove buttons.',
  ),
  state('deposit.neosurf', 'verified', '/cash/deposit-by-money/pkg-50/regular/neosurf/', 'Neosurf voucher form.'),
  state(
    'deposit.apple-pay',
    'verified',
    '/cash/deposit-by-money/pkg-50/regular/applePay/',
    'Apple Pay with its Pay button (host-demo pretend Apple Pay support).',
    pretendApplePaySupport,
  ),
  state('deposit.offer', 'verified', '/cash/deposit-by-money/offer/', 'The promo offer and its packages.'),
  state(
    'deposit.restricted',
    'flagged',
    '/cash/deposit/',
    'The antifraud base refused the payment: the message and the way back to the payment methods.',
    payWithSavedCard,
  ),
  state(
    'deposit.success-follow-up',
    'verified',
    '/cash/deposit/',
    'success/ confirmed by the server, with the follow-up it asks (the questionnaire after a first deposit).',
    payUntilQuestionnaireOffer,
  ),
  state(
    'deposit.remove-confirm',
    'verified',
    '/cash/deposit-by-money/pkg-50/regular/card/',
    'The confirm step before a saved card is removed.',
    async (page) => {
      await page.getByRole('button', { name: /^Remove Visa/ }).click({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Keep it' }).waitFor();
    },
  ),
  state(
    'deposit.3ds-challenge',
    'verified',
    '/cash/deposit-by-money/pkg-50/regular/card/',
    "pending/ with a saved card's 3-D Secure challenge in its frame.",
    async (page) => {
      await page.getByRole('radio', { name: /^Mastercard \*\*\*\* 4444/ }).check({ timeout: 15_000 });
      await page.getByRole('button', { name: /^Pay / }).click();
      await page
        .frameLocator('iframe[title="Confirm the payment with your bank"]')
        .getByRole('button', { name: 'Pass', exact: true })
        .waitFor({ timeout: 20_000 });
    },
  ),
  state('deposit.pending-none', 'verified', '/cash/pending/', 'pending/ without a payment in progress.'),
  state(
    'deposit.failed',
    'verified',
    '/cash/failed/pkg-50/regular/card/',
    'failed/ with a retry to the same package and method.',
  ),
  state('deposit.thank-you', 'verified', '/cash/thank-you/', 'thank-you/ without a payment: none to show.'),
  state('deposit.questionnaire', 'verified', '/cash/questionnaire/', 'questionnaire/ without a payment: none to show.'),
  state(
    'deposit.payment-started',
    'verified',
    '/cash/deposit-by-money/pkg-50/regular/trustly/',
    'A payment whose answer was lost, found in the history still waiting for the bank: "started, not finished" with Try again (the same key).',
    async (page) => {
      await setSandboxFault(page, 'deposit.createDeposit', { kind: 'lost' });
      await page.getByRole('radio', { name: /^Use another bank account/ }).check({ timeout: 20_000 });
      await page.getByRole('button', { name: /^Pay / }).click();
      await page
        .locator('[data-cashier-root] [data-cashier-outcome="unknown"]')
        .filter({ hasText: /started and is not finished yet/ })
        .waitFor({ timeout: 20_000 });
    },
  ),
  state(
    'deposit.payment-unknown',
    'verified',
    '/cash/deposit-by-money/pkg-50/regular/neosurf/',
    'A payment whose answer may hide a success (503): "we cannot tell yet" with a Try again that cannot charge twice.',
    withUnconfirmedAnswer('deposit.createDeposit', payWithNeosurf),
  ),
];
