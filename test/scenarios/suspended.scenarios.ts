import type { Page } from 'playwright-core';
import { call, state, withSuccess } from './scenario';
import { MATRIX_FAULTS } from '../faults/faultKinds';
import type { CallScenario, StateScenario } from './types';

/*
 * How a player reaches every switch-account call and every state of the suspended screen (issue [9],
 * docs/product/suspended.md). Sandbox players (host-demo/sandbox/account/players.ts): duplicate-switch offers both
 * strategies, duplicate-no-switch none, duplicate-send-fails can never get a code, blocked and suspended are not
 * duplicates (action required). The cash data gate shows the suspended screen on any cash path.
 */

const PATH = '/cash/deposit/';
const dialog = (page: Page) => page.getByRole('dialog').first();

async function choose(page: Page, strategy = 'Keep this account') {
  await dialog(page).getByRole('button', { name: strategy }).click();
}

/** The code screen, after the code went out. */
async function openCodeScreen(page: Page) {
  await choose(page);
  await dialog(page).getByRole('heading', { name: 'Enter the code from your e-mail' }).waitFor();
}

/** Any four digits: the check call is made whatever they are. */
async function typeCode(page: Page) {
  await openCodeScreen(page);
  await page.keyboard.type('0000');
}

/** The code the sandbox last e-mailed: its log is the mailbox (admin API on the page's API origin). */
async function mailedCode(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const config = (await (await page.request.get(`${origin}/config.json`)).json()) as { apiBaseUrl?: string };
  const log = (await (
    await page.request.get(new URL('/__sandbox/log?kind=switch-account-code', config.apiBaseUrl ?? origin).href)
  ).json()) as { data: { message: string }[] };
  const code = log.data
    .map((entry) => /^code (\d+) /.exec(entry.message)?.[1])
    .filter((found): found is string => found !== undefined)
    .at(-1);
  if (code === undefined) throw new Error('no code was e-mailed');
  return code;
}

/** The right code: the check switches the account (the fault matrix's `lost` column needs the effect). */
async function typeRightCode(page: Page) {
  await openCodeScreen(page);
  await page.keyboard.type(await mailedCode(page));
}

const codeScreen = (page: Page) => dialog(page).getByRole('heading', { name: 'Enter the code from your e-mail' });

export const callScenarios: CallScenario[] = [
  withSuccess(
    call(
      'switchAccount.sendSwitchCode',
      'duplicate-switch',
      PATH,
      'visible-error',
      'docs/product/suspended.md#sending-the-code: a failed send enters switch mode with no attempts; ours: the error is said (alert) above the mailbox question, with Back and Open chat.',
      (page) => choose(page),
    ),
    codeScreen,
  ),
  {
    ...call(
      'switchAccount.checkSwitchCode',
      'duplicate-switch',
      PATH,
      'visible-error',
      'A failed check is said inline (alert); the code screen stays, the same code may be sent again, Back leaves switch mode.',
      typeCode,
    ),
    // A wrong code uses an attempt, which is not what the `lost` column asks about: the right-code variant is.
    columns: MATRIX_FAULTS.map((fault) => fault.label),
  },
  {
    ...call(
      'switchAccount.checkSwitchCode',
      'duplicate-switch',
      PATH,
      'visible-error',
      'The right code switches the account once, whatever happens to the answer.',
      typeRightCode,
    ),
    variant: 'right code',
    columns: ['lost'],
    // The switch's success (docs/product/suspended.md#confirming-the-code): the gate lifts and the cash screen the
    // path opens is back (both strategies; keeping this account, as here, has no notification), or the
    // notification with the new login (switching to the real account).
    successScreen: (page) =>
      page.getByRole('list', { name: 'Choose a package' }).or(page.getByText(/^You are now signed in as /)),
  },
];

export const stateScenarios: StateScenario[] = [
  state('suspended.duplicate-both', 'duplicate-switch', PATH, 'Duplicate account: keep, switch to real, log out.'),
  state(
    'suspended.duplicate-keep-only',
    'duplicate-keep-only',
    PATH,
    'Duplicate account that may only keep it: keep, log out.',
  ),
  state(
    'suspended.duplicate-real-only',
    'duplicate-real-only',
    PATH,
    'Duplicate account that may only switch: switch to real, log out.',
  ),
  state(
    'suspended.duplicate-no-switch',
    'duplicate-no-switch',
    PATH,
    'Duplicate account without switching: change account, support chat.',
  ),
  state('suspended.action-required', 'blocked', PATH, 'Any other status: action required with the support chat.'),
  state(
    'suspended.code',
    'duplicate-switch',
    PATH,
    'Switch mode: the 4-digit code, attempts left, countdown.',
    openCodeScreen,
  ),
  state(
    'suspended.wrong-code',
    'duplicate-switch',
    PATH,
    "Switch mode after a wrong code: the server's message, the boxes marked invalid.",
    async (page) => {
      await typeCode(page);
      await dialog(page).getByText('The code is not correct.').waitFor();
    },
  ),
  state(
    'suspended.attempts-exhausted',
    'duplicate-two-attempts',
    PATH,
    'Switch mode after the last wrong code: the mailbox question without an error.',
    async (page) => {
      await openCodeScreen(page);
      await page.keyboard.type('0000');
      await dialog(page).getByText('1 attempts left').waitFor();
      await page.keyboard.type('1111');
      await dialog(page).getByRole('heading', { name: 'Do you have access to this mailbox?' }).waitFor();
    },
  ),
  state(
    'suspended.mailbox',
    'duplicate-send-fails',
    PATH,
    'Switch mode with no attempts: the mailbox question and Open chat.',
    async (page) => {
      await choose(page);
      await dialog(page).getByRole('heading', { name: 'Do you have access to this mailbox?' }).waitFor();
    },
  ),
];
