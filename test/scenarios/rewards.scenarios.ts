import type { Page } from 'playwright-core';
import { call, state, withSuccess, withUnconfirmedAnswer } from './scenario';
import type { CallScenario, StateScenario } from './types';

/*
 * How a player reaches the rewards calls and states (issue [10]): the rewards panel sits below the packages of
 * deposit/ (streak, money box, free coins, collections); the streak progress and the scratch card show on success/
 * after a confirmed deposit. Sandbox player `verified` pays with a saved Visa that succeeds without 3-D Secure.
 */

const PACKAGES = '/cash/deposit/';

const dialog = (page: Page) => page.getByRole('dialog').first();
const panel = (page: Page) => dialog(page).getByRole('region', { name: 'Rewards' });

/** The 50-coin package paid with the saved card. */
async function payForPackage(page: Page) {
  await dialog(page)
    .getByRole('list', { name: 'Choose a package' })
    .getByRole('button', { name: /50 coins/ })
    .press('Enter');
  await dialog(page).getByRole('list', { name: 'Payment method' }).getByRole('button', { name: /card/i }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** A deposit with the saved card, up to success/ (where the streak progress and the scratch card show). */
async function depositToSuccess(page: Page) {
  await payForPackage(page);
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 20_000 });
}

/**
 * As depositToSuccess, for the scratch card's own call: success/ asks for it as it opens, so with a 401 the session
 * can end (the host's sign-in dialog, the player's data dropped) before the heading shows. Either end is the act's.
 */
async function depositToSuccessOrSignIn(page: Page) {
  await payForPackage(page);
  await page
    .getByRole('heading', { name: 'Payment successful' })
    .or(page.getByRole('dialog', { name: 'Sign in' }))
    .first()
    .waitFor({ timeout: 20_000 });
}

async function claimFreeCoins(page: Page) {
  await panel(page).getByRole('button', { name: 'Claim free coins' }).click();
}

export const callScenarios: CallScenario[] = [
  call(
    'rewards.getDepositStreakInfo',
    'verified',
    PACKAGES,
    'visible-error',
    'docs/product/rewards.md: the streak card shows the failure with Try again; the packages stay usable.',
  ),
  call(
    'rewards.getMoneyBoxInfo',
    'verified',
    PACKAGES,
    'visible-error',
    'docs/product/rewards.md: the money box card shows the failure with Try again; the packages stay usable.',
  ),
  withSuccess(
    call(
      'rewards.receiveFreeCoins',
      'verified',
      PACKAGES,
      'visible-error',
      'docs/product/rewards.md: a failed claim changes nothing and offers Try again (nothing was granted).',
      claimFreeCoins,
    ),
    (page) => panel(page).getByRole('button', { name: 'Claimed' }),
  ),
  call(
    'rewards.getStaticInfo',
    'verified',
    PACKAGES,
    'visible-error',
    'docs/product/rewards.md: the collections show the failure with Try again; the streak shows without its artwork; the packages stay usable.',
  ),
  call(
    'rewards.getScratchCardLottery',
    'verified',
    PACKAGES,
    'visible-error',
    'docs/product/rewards.md: on success/ the scratch card shows the failure with Try again; the payment result stays.',
    depositToSuccessOrSignIn,
  ),
];

const revealButton = (page: Page) => dialog(page).getByRole('button', { name: 'Reveal' });

/** A deposit to success/, its scratch card still covered. */
async function depositToCoveredCard(page: Page) {
  await depositToSuccess(page);
  await revealButton(page).waitFor();
}

/** A state of the deposit screen's packages and rewards, as the verified player. */
const onPackages = (id: string, description: string, act?: StateScenario['act']) =>
  state(id, 'verified', PACKAGES, description, act);

export const stateScenarios: StateScenario[] = [
  onPackages(
    'rewards.panel',
    'The rewards panel below the packages: streak nudge, money box, free coins, collections.',
    (page) => panel(page).getByRole('region', { name: 'Money box' }).waitFor(),
  ),
  onPackages(
    'rewards.free-coins-claimed',
    'Free coins claimed: the amount, the next time, the disabled button.',
    async (page) => {
      await claimFreeCoins(page);
      await panel(page).getByRole('button', { name: 'Claimed' }).waitFor();
    },
  ),
  onPackages('rewards.success', 'success/ with the streak progress and a covered scratch card.', depositToCoveredCard),
  onPackages(
    'rewards.scratch-revealed',
    'The scratch card revealed: its prize and what happens next.',
    async (page) => {
      await depositToCoveredCard(page);
      await revealButton(page).click();
      await dialog(page)
        .getByText(/Every qualifying purchase brings a new card/)
        .waitFor();
    },
  ),
  onPackages(
    'rewards.free-coins-unknown',
    'A claim whose answer may hide a success (503): "could not confirm" with a safe Try again.',
    withUnconfirmedAnswer('rewards.receiveFreeCoins', claimFreeCoins),
  ),
];
