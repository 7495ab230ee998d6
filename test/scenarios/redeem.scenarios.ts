import type { Page } from 'playwright-core';
import { confirmRedeemReview } from '../support/redeemReview';
import { state } from './scenario';
import type { CallScenario, StateScenario } from './types';

/*
 * How a player reaches every redeem call and screen state (issue [8]). Sandbox players: `verified` has $120.50 of
 * winnings, saved payout destinations for every provider method, a saved PayPal payout account, a redeem offer and an
 * Amazon Cash method that asks an e-mail; `near-limit` has $35 of winnings and an Amazon Cash method without
 * requisites (the plain output call).
 */

const dialog = (page: Page) => page.getByRole('dialog').first();

/** A state of redeem/ (as `player`, the verified one by default): `act` brings it into the state `description` names. */
const onRedeem = (id: string, description: string, act?: StateScenario['act'], player = 'verified') =>
  state(id, player, '/cash/redeem/', description, act);

async function chooseMethod(page: Page, name: RegExp) {
  await dialog(page).getByRole('button', { name }).click();
}

/** Types `amount` and presses Redeem: the form's checks run; a valid form opens the review. */
async function submitAmount(page: Page, amount: string) {
  await page.getByLabel(/^Amount to redeem/).fill(amount);
  await page.getByRole('button', { name: /^Redeem/ }).click();
}

/** Types `amount`, presses Redeem and confirms the review: the redemption is sent. */
async function redeem(page: Page, amount: string) {
  await submitAmount(page, amount);
  await confirmRedeemReview(page);
}

/** Submits `amount` and waits for the refusal (an alert next to a field). */
async function redeemRefused(page: Page, amount: string) {
  await submitAmount(page, amount);
  await page.getByRole('alert').first().waitFor();
}

/** Opens a provider method and waits for its saved destinations. */
async function openProvider(page: Page, name: RegExp) {
  await chooseMethod(page, name);
  await page.getByRole('radio').first().waitFor();
}

const PROVIDER_METHODS = [
  ['Card', /^Visa or Mastercard/],
  ['Ach', /^Bank transfer \(ACH\)/],
  ['Trustly', /^Trustly bank payout/],
  ['AptPay', /^AptPay/],
  ['AchAptPay', /^ACH through AptPay/],
] as const;

/** redeem-success/: the redemption's own success screen (the fault matrix's `lost` column, test/faults/lost.ts). */
const redeemed = (page: Page) => page.getByRole('heading', { name: 'Redemption requested' });

const fromRedeem = (callId: string, note: string, act?: CallScenario['act'], player = 'verified'): CallScenario => ({
  callId,
  player,
  path: '/cash/redeem/',
  act,
  onFailure: 'visible-error',
  note,
  ...(/^redeem\.create/.test(callId)
    ? {
        successScreen: redeemed,
        again: (page: Page) => page.getByRole('button', { name: /^Redeem/ }).click({ timeout: 5_000 }),
      }
    : {}),
});

export const callScenarios: CallScenario[] = [
  fromRedeem(
    'redeem.getOutputMethods',
    'Without the methods and the redeemable sum there is nothing to redeem with: the error with Try again.',
  ),
  {
    callId: 'redeem.getAvailableRedeemOffers',
    player: 'verified',
    path: '/cash/redeem/',
    onFailure: 'silent',
    note: 'Product decision (docs/product/redeem.md#redeem-offers): offers are extra; their failure is logged and the section left out, the redemption works.',
  },
  ...PROVIDER_METHODS.flatMap(([name, title]) => [
    fromRedeem(
      `redeem.get${name}WithdrawProviders`,
      'No destinations, no payout: the method shows the error with Try again; the method list stays.',
      (page) => chooseMethod(page, title),
    ),
    fromRedeem(
      `redeem.create${name}Withdrawal`,
      'A failed redemption keeps the form and the intent: Try again sends the same idempotency key.',
      async (page) => {
        await openProvider(page, title);
        await redeem(page, '20');
      },
    ),
  ]),
  fromRedeem(
    'redeem.removeWithdrawIdentity',
    'A failed removal leaves the destination listed and says why.',
    async (page) => {
      await openProvider(page, /^Visa or Mastercard/);
      await page.getByRole('button', { name: /^Remove Mastercard/ }).click();
      await page.getByRole('button', { name: 'Remove', exact: true }).click();
    },
  ),
  fromRedeem(
    'redeem.getFiservPaypalOutputMethods',
    'Without the PayPal accounts there is nothing to pay out to: the error with Try again.',
    (page) => chooseMethod(page, /^PayPal/),
  ),
  fromRedeem(
    'redeem.createOutputByRequisite',
    'A failed redemption with requisites keeps what was typed: Try again (same key).',
    async (page) => {
      await chooseMethod(page, /^Amazon Cash/);
      await page.getByLabel('Amazon account e-mail').fill('vera@example.com');
      await redeem(page, '10');
    },
  ),
  fromRedeem(
    'redeem.createOutput',
    'A failed redemption by the plain output call keeps the amount: Try again (same key).',
    async (page) => {
      await chooseMethod(page, /^Amazon Cash/);
      await page.getByRole('button', { name: 'Not now' }).click();
      await redeem(page, '10');
    },
    'near-limit',
  ),
];

callScenarios.push({
  callId: 'paynup.confirmAmazonGiftCard',
  player: 'near-limit',
  path: '/cash/redeem/',
  act: async (page) => {
    await chooseMethod(page, /^Amazon Cash/);
    await page.getByRole('button', { name: 'Confirm Amazon Cash' }).click();
  },
  onFailure: 'visible-error',
  note: 'A failed confirmation leaves the account unconfirmed: the popup stays with the error and Try again.',
});

/** Opens Amazon Cash for the verified player (confirmed: no popup) and waits for the gift-card catalogue. */
async function openGiftCards(page: Page) {
  await chooseMethod(page, /^Amazon Cash/);
  await page.getByRole('group', { name: 'Gift card' }).waitFor();
}

/**
 * Opens the gift-card catalogue and picks the Game Store card. A click, not check(): with the 401 fault the
 * session-expired dialog can open (and the player's data is dropped) before check() reads the radio back, and check()
 * then retries into the dialog. The fault matrix only needs the call sent; the gift-card form state goes on to pick
 * one of the card's values, which waits for them.
 */
async function chooseGameStoreCard(page: Page) {
  await openGiftCards(page);
  await page.getByRole('radio', { name: 'Game Store card' }).click();
}

callScenarios.push(
  fromRedeem(
    'paynup.getPaynupProducts',
    'Without the catalogue no gift card can be chosen: the error with Try again; the method still takes a typed amount.',
    (page) => chooseMethod(page, /^Amazon Cash/),
  ),
  fromRedeem(
    'paynup.queryPaynup',
    "Without the card's inputs its form cannot be filled: the error with Try again; nothing is sent.",
    chooseGameStoreCard,
  ),
);

export const stateScenarios: StateScenario[] = [
  onRedeem(
    'redeem.amazon-cash-popup',
    'The Amazon Cash confirmation popup over the method, with the gift-card disclaimer.',
    (page) => chooseMethod(page, /^Amazon Cash/),
    'near-limit',
  ),
  onRedeem('redeem.methods', 'Redeemable winnings, redeem offer and the payout methods.'),
  onRedeem('redeem.nothing', 'No winnings: the methods are shown but cannot be chosen.', undefined, 'new'),
  onRedeem('redeem.card-destinations', 'Saved cards (default preselected), remove links, amount field.', (page) =>
    openProvider(page, /^Visa or Mastercard/),
  ),
  onRedeem(
    'redeem.amount-refused',
    'An amount under the minimum refused with its message next to the field.',
    async (page) => {
      await openProvider(page, /^Visa or Mastercard/);
      await submitAmount(page, '5');
      await page.getByRole('alert').waitFor();
    },
  ),
  onRedeem('redeem.remove-confirm', 'The confirmation before a payout destination is removed.', async (page) => {
    await openProvider(page, /^Visa or Mastercard/);
    await page.getByRole('button', { name: /^Remove Mastercard/ }).click();
  }),
  onRedeem(
    'redeem.ach-new-account',
    'ACH to a new bank account: the account fields with their errors.',
    async (page) => {
      await openProvider(page, /^Bank transfer \(ACH\)/);
      await page.getByRole('radio', { name: 'A new bank account' }).check();
      await redeemRefused(page, '30');
    },
  ),
  onRedeem('redeem.trustly-destinations', 'Trustly: the saved bank accounts as radio cards, amount field.', (page) =>
    openProvider(page, /^Trustly bank payout/),
  ),
  onRedeem('redeem.apt-pay-destinations', 'AptPay: the saved AptPay wallet, amount field.', (page) =>
    openProvider(page, /^AptPay/),
  ),
  onRedeem('redeem.ach-apt-pay-destinations', 'ACH through AptPay: the saved bank account, amount field.', (page) =>
    openProvider(page, /^ACH through AptPay/),
  ),
  onRedeem('redeem.paypal', 'The saved PayPal payout account.', async (page) => {
    await chooseMethod(page, /^PayPal/);
    await page.getByRole('radio').first().waitFor();
  }),
  onRedeem('redeem.requisites', 'A server-described requisite (e-mail) refused with its message.', async (page) => {
    await chooseMethod(page, /^Amazon Cash/);
    await redeemRefused(page, '10');
  }),
  onRedeem(
    'redeem.review',
    'The review before a redemption: amount, fee, what arrives, where and when; Confirm or Change.',
    async (page) => {
      await openProvider(page, /^Bank transfer \(ACH\)/);
      await submitAmount(page, '30');
      await page.getByRole('dialog', { name: 'Review your redemption' }).waitFor();
    },
  ),
  onRedeem('redeem.success', 'redeem-success/: amount, destination, pending status and reference.', async (page) => {
    await openProvider(page, /^Visa or Mastercard/);
    await redeem(page, '25');
    await redeemed(page).waitFor();
  }),
  onRedeem(
    'redeem.gift-card-form',
    'The gift-card catalogue, a chosen card and value, and its generated inputs refused by their rules.',
    async (page) => {
      await chooseGameStoreCard(page);
      await page.getByRole('radio', { name: '20.00 USD' }).check();
      await page.getByLabel('Gamer tag').fill('no!');
      await page.getByRole('button', { name: /^Redeem/ }).click();
      await page.getByRole('alert').first().waitFor();
    },
  ),
  state('redeem.success-none', 'verified', '/cash/redeem-success/', 'redeem-success/ without a redemption.'),
];
