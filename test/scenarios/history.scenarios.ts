import type { Page } from 'playwright-core';
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
  await overlay(page).getByRole('button', { name: /^Cancel redemption of / }).first().click();
  await page.getByRole('dialog', { name: 'Cancel this redemption?' }).waitFor();
}

async function confirmCancel(page: Page) {
  await askToCancel(page);
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
}

async function convertTen(page: Page) {
  await overlay(page).getByRole('textbox', { name: /^Amount to convert/ }).fill('10');
  await overlay(page).getByRole('button', { name: /^Convert 10/ }).click();
}

export const callScenarios: CallScenario[] = [
  {
    callId: 'history.getHistory',
    player: 'verified',
    path: HISTORY,
    onFailure: 'visible-error',
    note: 'docs/product/history.md, "Failures": a failed load is shown with Try again; rows already shown stay.',
  },
  {
    callId: 'history.cancelTransaction',
    player: 'verified',
    path: HISTORY,
    act: confirmCancel,
    onFailure: 'visible-error',
    note: 'docs/product/history.md, "Cancelling a pending redemption": failure shows the call error with Try again; the row stays pending.',
  },
  {
    callId: 'winningsToEntries.getWinningsToEntries',
    player: 'verified',
    path: WINNINGS,
    onFailure: 'visible-error',
    note: 'Without the rate and limits there is nothing to convert: the screen is the error with Try again.',
  },
  {
    callId: 'winningsToEntries.convertWinningsToEntries',
    player: 'verified',
    path: WINNINGS,
    act: convertTen,
    onFailure: 'visible-error',
    note: 'docs/product/winnings-to-entries.md, "Converting": the call error with Try again (same key); nothing changes on screen.',
  },
];

export const stateScenarios: StateScenario[] = [
  { id: 'history.list', player: 'verified', path: HISTORY, description: 'All transactions, every status badge, Cancel on the pending redemption.' },
  {
    id: 'history.tab-out',
    player: 'verified',
    path: HISTORY,
    act: (page) => overlay(page).getByRole('tab', { name: 'Redemptions' }).click(),
    description: 'The Redemptions tab selected.',
  },
  { id: 'history.empty', player: 'new', path: HISTORY, description: 'No transactions yet.' },
  { id: 'history.long', player: 'history-10k', path: HISTORY, description: 'The 10,000-row history: virtual list with Load more.' },
  { id: 'history.cancel-confirm', player: 'verified', path: HISTORY, act: askToCancel, description: 'The cancel confirmation popup.' },
  {
    id: 'history.canceled',
    player: 'verified',
    path: HISTORY,
    act: async (page) => {
      await confirmCancel(page);
      await overlay(page).getByText(/was canceled\.$/).waitFor();
    },
    description: 'The row after a successful cancel, with its announcement.',
  },
  { id: 'winnings.form', player: 'verified', path: WINNINGS, description: 'Winnings, rate, presets and the amount field.' },
  {
    id: 'winnings.invalid',
    player: 'verified',
    path: WINNINGS,
    act: async (page) => {
      await overlay(page).getByRole('textbox', { name: /^Amount to convert/ }).fill('9999');
      await overlay(page).getByRole('button', { name: 'Convert' }).click();
      await overlay(page).getByRole('alert').first().waitFor();
    },
    description: 'An amount above the winnings, with its message.',
  },
  {
    id: 'winnings.converted',
    player: 'verified',
    path: WINNINGS,
    act: async (page) => {
      await convertTen(page);
      await overlay(page).getByRole('heading', { name: 'Winnings converted' }).waitFor();
    },
    description: 'The entries granted and the new balances.',
  },
  { id: 'winnings.none', player: 'new', path: WINNINGS, description: 'No winnings to convert.' },
];
