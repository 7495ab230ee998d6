import type { Page } from 'playwright-core';
import { call, state, withSuccess, withUnconfirmedAnswer } from './scenario';
import type { CallScenario, StateScenario } from './types';

/*
 * How a player reaches every call and screen state of the history and winnings-to-entries areas (issue [8]).
 * Sandbox players: `verified` has five transactions (one pending redemption) and $120.50 of winnings;
 * `history-10k` has a seeded history of 10,000 rows; `new` has no winnings.
 */

const HISTORY = '/cash/history/';
const WINNINGS = '/cash/winnings-to-entries/';

const overlay = (page: Page) => page.getByRole('dialog').first();

async function askToCancel(page: Page) {
  await overlay(page)
    .getByRole('button', { name: /^Cancel redemption of / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Cancel this redemption?' }).waitFor();
}

async function confirmCancel(page: Page) {
  await askToCancel(page);
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
}

async function convertTen(page: Page) {
  await overlay(page)
    .getByRole('textbox', { name: /^Amount to convert/ })
    .fill('10');
  await overlay(page)
    .getByRole('button', { name: /^Convert 10/ })
    .click();
}

export const callScenarios: CallScenario[] = [
  call(
    'history.getHistory',
    'verified',
    HISTORY,
    'visible-error',
    'docs/product/history.md, "Failures": a failed load is shown with Try again; rows already shown stay.',
  ),
  withSuccess(
    call(
      'history.cancelTransaction',
      'verified',
      HISTORY,
      'visible-error',
      'docs/product/history.md, "Cancelling a pending redemption": failure shows the call error with Try again; the row stays pending.',
      confirmCancel,
    ),
    (page) => overlay(page).getByText(/was canceled\.$/),
  ),
  call(
    'winningsToEntries.getWinningsToEntries',
    'verified',
    WINNINGS,
    'visible-error',
    'Without the rate and limits there is nothing to convert: the screen is the error with Try again.',
  ),
  withSuccess(
    call(
      'winningsToEntries.convertWinningsToEntries',
      'verified',
      WINNINGS,
      'visible-error',
      'docs/product/winnings-to-entries.md, "Converting": the call error with Try again (same key); nothing changes on screen.',
      convertTen,
    ),
    (page) => overlay(page).getByRole('heading', { name: 'Winnings converted' }),
    (page) =>
      overlay(page)
        .getByRole('button', { name: /^Convert 10/ })
        .click({ timeout: 5_000 }),
  ),
];

export const stateScenarios: StateScenario[] = [
  state('history.list', 'verified', HISTORY, 'All transactions, every status badge, Cancel on the pending redemption.'),
  state('history.tab-out', 'verified', HISTORY, 'The Redemptions tab selected.', (page) =>
    overlay(page).getByRole('tab', { name: 'Redemptions' }).click(),
  ),
  state('history.empty', 'new', HISTORY, 'No transactions yet.'),
  state('history.long', 'history-10k', HISTORY, 'The 10,000-row history: virtual list with Load more.'),
  state('history.cancel-confirm', 'verified', HISTORY, 'The cancel confirmation popup.', askToCancel),
  state(
    'history.canceled',
    'verified',
    HISTORY,
    'The row after a successful cancel, with its announcement.',
    async (page) => {
      await confirmCancel(page);
      await overlay(page)
        .getByText(/was canceled\.$/)
        .waitFor();
    },
  ),
  state('winnings.form', 'verified', WINNINGS, 'Winnings, rate, presets and the amount field.'),
  state('winnings.invalid', 'verified', WINNINGS, 'An amount above the winnings, with its message.', async (page) => {
    await overlay(page)
      .getByRole('textbox', { name: /^Amount to convert/ })
      .fill('9999');
    await overlay(page).getByRole('button', { name: 'Convert' }).click();
    await overlay(page).getByRole('alert').first().waitFor();
  }),
  state('winnings.converted', 'verified', WINNINGS, 'The entries granted and the new balances.', async (page) => {
    await convertTen(page);
    await overlay(page).getByRole('heading', { name: 'Winnings converted' }).waitFor();
  }),
  state('winnings.none', 'new', WINNINGS, 'No winnings to convert.'),
  state(
    'winnings.lost-unknown',
    'verified',
    WINNINGS,
    'A conversion whose answer may hide a success (503): re-read, then "could not confirm" with a safe Try again.',
    withUnconfirmedAnswer('winningsToEntries.convertWinningsToEntries', convertTen),
  ),
  state(
    'history.cancel-unknown',
    'verified',
    HISTORY,
    'A cancel whose answer may hide a success (503): the row re-read, "we cannot tell" with a safe Try again.',
    withUnconfirmedAnswer('history.cancelTransaction', confirmCancel),
  ),
];
