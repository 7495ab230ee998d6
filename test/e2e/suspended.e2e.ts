import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { runAxe } from './axe';
import { launchBrowser, watchPage, type Browser } from './browser';
import { busEvents, login, openHost } from './host';
import type { Stack } from './stack';
import { emailedCode } from './sandboxMail';
import { setUpBrowserSuite } from './suite';
import { hasFocus } from './focus';
import { until } from './waits';

/*
 * The suspended-account screen (issue [9], docs/product/suspended.md) in real Chromium against the sandbox: every
 * variant in both view options, switching to the real account with the code the sandbox e-mailed (its log), wrong
 * codes until the attempts run out, keeping the duplicate, logging out, and the code typed with the keyboard only;
 * and ([11]) the resend countdown by the wall clock under a fake page clock.
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
async function openAs(
  player: string,
  viewOption: 'default' | 'game' = 'default',
  viewport?: { width: number; height: number },
) {
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

const VARIANTS = [
  {
    player: 'duplicate-switch',
    heading: 'This looks like a second account',
    buttons: ['Keep this account', 'Switch to my real account', 'Log out'],
  },
  {
    player: 'duplicate-keep-only',
    heading: 'This looks like a second account',
    buttons: ['Keep this account', 'Log out'],
  },
  {
    player: 'duplicate-real-only',
    heading: 'This looks like a second account',
    buttons: ['Switch to my real account', 'Log out'],
  },
  {
    player: 'duplicate-no-switch',
    heading: 'This looks like a second account',
    buttons: ['Change account', 'Open support chat'],
  },
  { player: 'blocked', heading: 'Action required', buttons: ['Open support chat'] },
  { player: 'suspended', heading: 'Action required', buttons: ['Open support chat'] },
] as const;

test.describe('the suspended screen in the browser', () => {
  for (const viewOption of ['default', 'game'] as const) {
    test(`every variant in view option ${viewOption}: its heading and buttons, ${viewOption === 'game' ? 'a' : 'no'} Back link, axe clean`, async () => {
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
    test(`switch mode in view option ${viewOption}: the code screen and the mailbox question, each with Back${viewOption === 'game' ? ' and Go back' : ''}, axe clean`, async () => {
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
        assert.equal(
          await dialog(page).getByRole('button', { name: 'Go back' }).count(),
          viewOption === 'game' ? 1 : 0,
          mode.player,
        );
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

  test('switches to the real account with the e-mailed code: re-init-data, websocket-reconnect, the new login; the cash comes back', async () => {
    const { page, watch } = await openAs('duplicate-switch');
    await dialog(page).getByRole('button', { name: 'Switch to my real account' }).click();
    await dialog(page).getByRole('heading', { name: 'Enter the code from your e-mail' }).waitFor();
    await dialog(page).getByText('We sent a 4-digit code to dana.real@example.com.').waitFor();
    await dialog(page).getByText('3 attempts left').waitFor();
    assert.deepEqual(await runAxe(page), []);
    await page.keyboard.type(emailedCode(stack));
    await page.getByText('You are now signed in as dana.real.').waitFor({ timeout: 10_000 });
    await page.getByRole('list', { name: 'Choose a package' }).waitFor({ timeout: 10_000 });
    const types = (await busEvents(page)).map((event) => event.type);
    assert.ok(types.includes('re-init-data'), types.join());
    assert.ok(types.indexOf('websocket-reconnect') > types.indexOf('re-init-data'), types.join());
    assert.deepEqual(watch.pageErrors, []);
  });

  test('wrong codes until the attempts run out: the message, then the mailbox question with Open chat', async () => {
    const { page } = await openAs('duplicate-two-attempts');
    await dialog(page).getByRole('button', { name: 'Keep this account' }).click();
    await dialog(page).getByText('2 attempts left').waitFor();
    const right = emailedCode(stack);
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

  test('keeps the duplicate account: re-init-data without websocket-reconnect; the cash comes back', async () => {
    const { page } = await openAs('duplicate-keep-only', 'game');
    await dialog(page).getByRole('button', { name: 'Keep this account' }).click();
    await dialog(page).getByRole('heading', { name: 'Enter the code from your e-mail' }).waitFor();
    await page.keyboard.type(emailedCode(stack));
    await page.getByRole('list', { name: 'Choose a package' }).waitFor({ timeout: 10_000 });
    const types = (await busEvents(page)).map((event) => event.type);
    assert.ok(types.includes('re-init-data'));
    assert.ok(!types.includes('websocket-reconnect'));
  });

  test('logs out: the cash closes and the host hears logout (reason player)', async () => {
    const { page } = await openAs('duplicate-switch');
    await dialog(page).getByRole('button', { name: 'Log out' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    assert.ok(!new URL(page.url()).pathname.startsWith('/cash'));
    // `leave-cash` comes from the cash area's effect cleanup, which React runs after the commit that removed the
    // dialog: on a loaded machine, a task or more after the dialog is gone (CI saw it missing once when read at once).
    await until(
      async () => (await busEvents(page)).some((event) => event.type === 'leave-cash'),
      'the host heard leave-cash',
    );
    const events = await busEvents(page);
    assert.ok(
      events.some((event) => event.type === 'logout' && JSON.stringify(event.payload) === '{"reason":"player"}'),
    );
  });

  test('keyboard only: Tab to a strategy, Enter, type the code (Backspace fixes a digit), switched', async () => {
    const { page } = await openAs('duplicate-real-only');
    const switchButton = dialog(page).getByRole('button', { name: 'Switch to my real account' });
    for (let i = 0; i < 10 && !(await hasFocus(switchButton)); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('heading', { name: 'Enter the code from your e-mail' }).waitFor();
    const code = emailedCode(stack);
    // Two digits, a slip in the third, Backspace (from the empty fourth box: back to the third, cleared), the rest.
    await page.keyboard.type(code.slice(0, 2));
    await page.keyboard.type(code[2] === '9' ? '8' : '9');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(code.slice(2));
    await page.getByText('You are now signed in as rory.real.').waitFor({ timeout: 10_000 });
  });

  test('the other strategy while a code is valid: no code boxes, no send before the countdown ends, the way back to the sent code, axe clean', async () => {
    const { page, watch } = await openAs('duplicate-switch');
    const screen = dialog(page);
    await screen.getByRole('button', { name: 'Keep this account' }).click();
    await screen.getByRole('heading', { name: 'Enter the code from your e-mail' }).waitFor();
    await screen.getByRole('button', { name: 'Back', exact: true }).click();
    await screen.getByRole('button', { name: 'Switch to my real account' }).click();
    await screen.getByRole('heading', { name: 'This choice needs its own code' }).waitFor();
    await screen.getByText('The code we e-mailed confirms keeping this account.', { exact: false }).waitFor();
    assert.equal(await screen.getByRole('textbox').count(), 0);
    assert.equal(await screen.getByRole('button', { name: 'Send the code' }).count(), 0);
    assert.deepEqual(await runAxe(page), []);
    await page.screenshot({ path: path.join(shots, 'other-strategy.png') });
    // Back to the code that was sent: its code screen, nothing sent.
    await screen.getByRole('button', { name: 'Keep this account with the e-mailed code' }).click();
    await screen.getByRole('heading', { name: 'Enter the code from your e-mail' }).waitFor();
    assert.equal(
      stack.sandbox.admin.log({ kind: 'switch-account-code' }).filter((entry) => entry.message.startsWith('code '))
        .length,
      1,
    );
    assert.deepEqual(watch.pageErrors, []);
  });

  test("the resend link shows 60 s after the send by the wall clock, when the page's timers were throttled or its clock jumped, and not before", async () => {
    // A browser of its own: page.clock is installed for a whole context and cannot be taken off again.
    const own = await launchBrowser();
    try {
      await login(own.context, stack, 'duplicate-switch');
      const page = await own.context.newPage();
      const watch = watchPage(page);
      await page.clock.install();
      await page.goto(`${stack.hostUrl}/cash/deposit/`);
      await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready', undefined, {
        timeout: 15_000,
      });
      const screen = dialog(page);
      await screen.getByRole('button', { name: 'Keep this account' }).click();
      await screen.getByRole('heading', { name: 'Enter the code from your e-mail' }).waitFor({ timeout: 15_000 });
      const resend = screen.getByRole('button', { name: 'Send a new code' });
      const countdown = screen.getByText(/^You can ask for a new code in \d+ s\.$/);
      const secondsShown = async () => Number(/in (\d+) s/.exec(await countdown.innerText())?.[1]);
      // From here on the page's time moves only when the test moves it.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      const shownAtPause = await secondsShown();
      assert.ok(shownAtPause >= 58 && shownAtPause <= 60, `the countdown starts near 60 s (${shownAtPause})`);

      // Throttled timers: 30 s pass with at most one tick run (fastForward fires a due timer once).
      await page.clock.fastForward(30_000);
      // (Before the wall clock, one tick counted one second: it said 59 s here.)
      await screen
        .getByText(
          new RegExp(
            `^You can ask for a new code in (${shownAtPause - 31}|${shownAtPause - 30}|${shownAtPause - 29}) s\\.$`,
          ),
        )
        .waitFor({ timeout: 5_000 });
      assert.equal(await resend.count(), 0, 'no resend link before 60 s');
      await page.clock.fastForward(31_000);
      await resend.waitFor({ timeout: 5_000 });
      assert.equal(await countdown.count(), 0);

      // A new code; then the clock jumps (a laptop that slept) without any timer running, and the page shows again.
      await resend.click();
      await screen.getByText('You can ask for a new code in 60 s.').waitFor({ timeout: 15_000 });
      const sentAt = await page.evaluate(() => Date.now());
      const jumpTo = async (ms: number) => {
        await page.clock.setSystemTime(sentAt + ms);
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      };
      await jumpTo(45_000);
      await screen.getByText('You can ask for a new code in 15 s.').waitFor({ timeout: 5_000 });
      assert.equal(await resend.count(), 0, 'no resend link 45 s after the send');
      await jumpTo(60_000);
      await resend.waitFor({ timeout: 5_000 });
      assert.equal(
        stack.sandbox.admin.log({ kind: 'switch-account-code' }).filter((entry) => entry.message.startsWith('code '))
          .length,
        2,
      );
      assert.deepEqual(watch.pageErrors, []);
      await page.screenshot({ path: path.join(shots, 'code-resend-after-clock-jump.png') });
    } finally {
      await own.close();
    }
  });
});
