import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { runAxe } from './axe';
import type { Browser } from './browser';
import { busEvents, login, openHost } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';

/*
 * The suspended-account screen (issue [9], docs/product/suspended.md) in real Chromium against the sandbox: every
 * variant in both view options, switching to the real account with the code the sandbox e-mailed (its log), wrong
 * codes until the attempts run out, keeping the duplicate, logging out, and the code typed with the keyboard only.
 */

let stack: Stack;
let browser: Browser;
const shots = path.resolve(__dirname, '../../test-results/suspended');

setUpBrowserSuite((parts) => ({ stack, browser } = parts), {
  setUp: () => void mkdirSync(shots, { recursive: true }),
  reset: ({ browser: b }) => b.context.unrouteAll({ behavior: 'ignoreErrors' }),
});

const CONFIG = '**/config.json';
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Account on hold' });

/** Opens the cashier as `player` in view option `viewOption` (the host-demo reads it from its config.json). */
async function openAs(player: string, viewOption: 'default' | 'game' = 'default', viewport?: { width: number; height: number }) {
  await browser.context.route(CONFIG, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, viewOption } });
  });
  await login(browser.context, stack, player);
  const opened = await openHost(browser.context, stack, '/cash/deposit/', 'ready', viewport ? { viewport } : {});
  await dialog(opened.page).getByRole('heading', { level: 2 }).first().waitFor({ timeout: 15_000 });
  return opened;
}

/** The last code the sandbox e-mailed to this player (the sandbox log, as its panel shows it). */
function emailedCode(): string {
  const codes = stack.sandbox.admin.log({ kind: 'switch-account-code' }).flatMap((entry) => /^code (\d{4}) /.exec(entry.message)?.[1] ?? []);
  const code = codes.at(-1);
  assert.ok(code, 'the sandbox e-mailed no code');
  return code;
}

const VARIANTS = [
  { player: 'duplicate-switch', heading: 'This looks like a second account', buttons: ['Keep this account', 'Switch to my real account', 'Log out'] },
  { player: 'duplicate-keep-only', heading: 'This looks like a second account', buttons: ['Keep this account', 'Log out'] },
  { player: 'duplicate-real-only', heading: 'This looks like a second account', buttons: ['Switch to my real account', 'Log out'] },
  { player: 'duplicate-no-switch', heading: 'This looks like a second account', buttons: ['Change account', 'Open support chat'] },
  { player: 'blocked', heading: 'Action required', buttons: ['Open support chat'] },
  { player: 'suspended', heading: 'Action required', buttons: ['Open support chat'] },
] as const;

describe('the suspended screen in the browser', () => {
  for (const viewOption of ['default', 'game'] as const) {
    it(`every variant in view option ${viewOption}: its heading and buttons, ${viewOption === 'game' ? 'a' : 'no'} Back link, axe clean`, async () => {
      for (const variant of VARIANTS) {
        const { page, watch } = await openAs(variant.player, viewOption);
        const screen = dialog(page);
        await screen.getByRole('heading', { name: variant.heading }).waitFor();
        const names = await screen.locator('section').getByRole('button').allInnerTexts();
        assert.deepEqual(names, [...variant.buttons], variant.player);
        assert.equal(await screen.getByRole('button', { name: 'Go back' }).count(), viewOption === 'game' ? 1 : 0);
        assert.deepEqual(await runAxe(page), [], variant.player);
        assert.deepEqual(watch.pageErrors, []);
        await page.close();
      }
    });
  }

  for (const viewOption of ['default', 'game'] as const) {
    it(`switch mode in view option ${viewOption}: the code screen and the mailbox question, each with Back${viewOption === 'game' ? ' and Go back' : ''}, axe clean`, async () => {
      const switchModes = [
        { player: 'duplicate-switch', heading: 'Enter the code from your e-mail', shows: '3 attempts left' },
        { player: 'duplicate-send-fails', heading: 'Do you have access to this mailbox?', shows: 'Open chat' },
      ];
      for (const mode of switchModes) {
        const { page, watch } = await openAs(mode.player, viewOption);
        await dialog(page).getByRole('button', { name: 'Keep this account' }).click();
        await dialog(page).getByRole('heading', { name: mode.heading }).waitFor();
        await dialog(page).getByText(mode.shows).first().waitFor();
        assert.equal(await dialog(page).getByRole('button', { name: 'Back', exact: true }).count(), 1, mode.player);
        assert.equal(await dialog(page).getByRole('button', { name: 'Go back' }).count(), viewOption === 'game' ? 1 : 0, mode.player);
        if (viewOption === 'game') {
          // The two Back links line up with each other and with the content (the game one used to sit 16 px left).
          const goBack = await dialog(page).getByRole('button', { name: 'Go back' }).boundingBox();
          const back = await dialog(page).getByRole('button', { name: 'Back', exact: true }).boundingBox();
          const heading = await dialog(page).getByRole('heading', { name: mode.heading }).boundingBox();
          assert.ok(goBack && back && heading);
          assert.equal(goBack.x, back.x, 'Go back and Back start at the same x');
          assert.ok(Math.abs(back.x - heading.x) <= 4, `Back (${back.x}) lines up with the heading (${heading.x})`);
          assert.ok(back.y - (goBack.y + goBack.height) >= 12, 'space between Go back and Back');
        }
        assert.deepEqual(await runAxe(page), [], mode.player);
        await page.screenshot({ path: path.join(shots, `switch-${mode.player}-${viewOption}.png`) });
        // Back leaves switch mode: the strategies again.
        await dialog(page).getByRole('button', { name: 'Back', exact: true }).click();
        await dialog(page).getByRole('heading', { name: 'This looks like a second account' }).waitFor();
        assert.deepEqual(watch.pageErrors, []);
        await page.close();
      }
    });
  }

  it('switches to the real account with the e-mailed code: re-init-data, websocket-reconnect, the new login; the cash comes back', async () => {
    const { page, watch } = await openAs('duplicate-switch');
    await dialog(page).getByRole('button', { name: 'Switch to my real account' }).click();
    await dialog(page).getByRole('heading', { name: 'Enter the code from your e-mail' }).waitFor();
    await dialog(page).getByText('We sent a 4-digit code to dana.real@example.com.').waitFor();
    await dialog(page).getByText('3 attempts left').waitFor();
    assert.deepEqual(await runAxe(page), []);
    await page.keyboard.type(emailedCode());
    await page.getByText('You are now signed in as dana.real.').waitFor({ timeout: 10_000 });
    await page.getByRole('list', { name: 'Choose a package' }).waitFor({ timeout: 10_000 });
    const types = (await busEvents(page)).map((event) => event.type);
    assert.ok(types.includes('re-init-data'), types.join());
    assert.ok(types.indexOf('websocket-reconnect') > types.indexOf('re-init-data'), types.join());
    assert.deepEqual(watch.pageErrors, []);
  });

  it('wrong codes until the attempts run out: the message, then the mailbox question with Open chat', async () => {
    const { page } = await openAs('duplicate-two-attempts');
    await dialog(page).getByRole('button', { name: 'Keep this account' }).click();
    await dialog(page).getByText('2 attempts left').waitFor();
    const right = emailedCode();
    const wrong = right === '0000' ? '1111' : '0000';
    await page.keyboard.type(wrong);
    await dialog(page).getByText('Error', { exact: true }).waitFor();
    await dialog(page).getByText('1 attempts left').waitFor();
    assert.deepEqual(await runAxe(page), []);
    await page.keyboard.type(wrong === '0000' ? '2222' : '3333');
    await dialog(page).getByRole('heading', { name: 'Do you have access to this mailbox?' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Open chat' }).click();
    const types = (await busEvents(page)).map((event) => event.type);
    assert.ok(types.includes('open-support-chat'));
    assert.deepEqual(await runAxe(page), []);
  });

  it('keeps the duplicate account: re-init-data without websocket-reconnect; the cash comes back', async () => {
    const { page } = await openAs('duplicate-keep-only', 'game');
    await dialog(page).getByRole('button', { name: 'Keep this account' }).click();
    await dialog(page).getByRole('heading', { name: 'Enter the code from your e-mail' }).waitFor();
    await page.keyboard.type(emailedCode());
    await page.getByRole('list', { name: 'Choose a package' }).waitFor({ timeout: 10_000 });
    const types = (await busEvents(page)).map((event) => event.type);
    assert.ok(types.includes('re-init-data'));
    assert.ok(!types.includes('websocket-reconnect'));
  });

  it('logs out: the cash closes and the host hears logout (reason player)', async () => {
    const { page } = await openAs('duplicate-switch');
    await dialog(page).getByRole('button', { name: 'Log out' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    assert.ok(!new URL(page.url()).pathname.startsWith('/cash'));
    const events = await busEvents(page);
    assert.ok(events.some((event) => event.type === 'logout' && JSON.stringify(event.payload) === '{"reason":"player"}'));
    assert.ok(events.some((event) => event.type === 'leave-cash'));
  });

  it('keyboard only: Tab to a strategy, Enter, type the code (Backspace fixes a digit), switched', async () => {
    const { page } = await openAs('duplicate-real-only');
    const switchButton = dialog(page).getByRole('button', { name: 'Switch to my real account' });
    for (let i = 0; i < 10 && !(await switchButton.evaluate((element) => element === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('heading', { name: 'Enter the code from your e-mail' }).waitFor();
    const code = emailedCode();
    // Two digits, a slip in the third, Backspace (from the empty fourth box: back to the third, cleared), the rest.
    await page.keyboard.type(code.slice(0, 2));
    await page.keyboard.type(code[2] === '9' ? '8' : '9');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(code.slice(2));
    await page.getByText('You are now signed in as rory.real.').waitFor({ timeout: 10_000 });
  });

  it('screenshots at 375 and 1280 px of each state (test-results/suspended)', async () => {
    for (const width of [375, 1280]) {
      const viewport = { width, height: 800 };
      let { page } = await openAs('duplicate-switch', 'game', viewport);
      await page.screenshot({ path: path.join(shots, `duplicate-${width}.png`) });
      await dialog(page).getByRole('button', { name: 'Keep this account' }).click();
      await dialog(page).getByText('3 attempts left').waitFor();
      await page.screenshot({ path: path.join(shots, `code-${width}.png`) });
      await page.close();
      ({ page } = await openAs('duplicate-send-fails', 'default', viewport));
      await dialog(page).getByRole('button', { name: 'Keep this account' }).click();
      await dialog(page).getByRole('heading', { name: 'Do you have access to this mailbox?' }).waitFor();
      await page.screenshot({ path: path.join(shots, `mailbox-${width}.png`) });
      await page.close();
      ({ page } = await openAs('duplicate-no-switch', 'default', viewport));
      await page.screenshot({ path: path.join(shots, `no-switch-${width}.png`) });
      await page.close();
      ({ page } = await openAs('blocked', 'default', viewport));
      await page.screenshot({ path: path.join(shots, `action-required-${width}.png`) });
      await page.close();
    }
  });
});
