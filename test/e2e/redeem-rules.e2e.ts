import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { hostileGameStoreInputs, openGameStoreCard, takePatternTimes } from '../bench/redeemKeystroke';
import type { Browser } from './browser';
import { login } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { confirmRedeemReview } from '../support/redeemReview';

/*
 * Server field rules applied safely (docs/product/redeem.md#server-field-rules), in real Chromium: the sandbox's Game
 * Store card asks for inputs whose patterns backtrack catastrophically (test/bench/redeemKeystroke.ts,
 * HOSTILE_GAME_STORE_INPUTS). What is checked here is what the page does, not how fast: the patterns are never run
 * (each keystroke's whole-value pattern runs are counted in the page), the input takes no more than its maxlength,
 * the other rules still apply, and the server decides. How long a keystroke takes at 4× CPU is a benchmark row
 * (`BENCH_ONLY=keystroke npm run bench`, test/bench/README.md "Gift-card keystrokes").
 */

let stack: Stack;
let browser: Browser;

setUpBrowserSuite((parts) => ({ stack, browser } = parts));

// The sandbox's Game Store card asks for the hostile inputs while this file runs (its worker may run other files later).
let undo: (() => void) | undefined;
test.beforeAll(() => {
  undo = hostileGameStoreInputs();
});
test.afterAll(() => undo?.());

test.describe('server field rules in the browser', () => {
  test('a catastrophic server pattern is never run; the input is capped at its maxlength; the other rules and the server decide', async () => {
    await login(browser.context, stack, 'verified');
    const { page, pageErrors } = await openGameStoreCard(browser.context, stack.hostUrl);
    const tag = page.getByLabel('Gamer tag');
    assert.equal(await tag.getAttribute('maxlength'), '48');
    // A character the pattern refuses stays last while 40 are typed before it, one key at a time: each value is the
    // pattern's worst case (run, it would freeze the page for minutes).
    await tag.fill('!');
    await tag.press('Home');
    await takePatternTimes(page);
    await page.keyboard.type('abcdefghijklmnopqrstuvwxyz0123456789ABCD');
    assert.equal(await tag.inputValue(), 'abcdefghijklmnopqrstuvwxyz0123456789ABCD!');
    const clan = page.getByLabel('Clan tag');
    await clan.focus();
    await page.keyboard.type('x'.repeat(40));
    assert.equal(await clan.inputValue(), 'x'.repeat(40));
    const keystrokes = await takePatternTimes(page);
    assert.equal(keystrokes.length, 80, 'one entry per keystroke');
    assert.deepEqual(
      keystrokes.map((keystroke) => keystroke.runs),
      keystrokes.map(() => 0),
      'no keystroke ran a whole-value pattern',
    );
    // The counter sees a pattern that is applied: the team code's, which is safe.
    await page.getByLabel('Team code').fill('AB');
    await page.keyboard.type('c');
    await page.getByRole('alert').filter({ hasText: 'Team code is not in the expected format.' }).waitFor();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('C');
    await page.getByRole('alert').filter({ hasText: 'Team code' }).waitFor({ state: 'detached' });
    // Run at "ABc" and "ABC"; "AB" (after the Backspace) is refused by its length first.
    assert.deepEqual(
      (await takePatternTimes(page)).map((keystroke) => keystroke.runs > 0),
      [true, false, true],
    );
    // The other rules still apply: the length first (a value the pattern would refuse is not called malformed).
    await clan.fill('');
    await page.keyboard.type('xx');
    await page.getByRole('alert').filter({ hasText: 'Clan tag needs at least 3 characters.' }).waitFor();
    await page.keyboard.type('x');
    await page.getByRole('alert').filter({ hasText: 'Clan tag' }).waitFor({ state: 'detached' });
    // Nothing past the maxlength is taken.
    await tag.press('End');
    await page.keyboard.type('EFGHIJKLMN');
    assert.equal((await tag.inputValue()).length, 48);
    // The patterns were refused, not applied: the other rules and the server decide.
    await page.getByLabel('Nickname').fill('vera');
    await page.getByLabel('Your age').fill('30');
    await page.getByLabel('Amazon account e-mail').fill('vera@example.com');
    await page.getByRole('button', { name: 'Redeem 20.00 USD' }).click();
    await confirmRedeemReview(page);
    await page.getByRole('heading', { name: 'Redemption requested' }).waitFor({ timeout: 15_000 });
    assert.deepEqual(pageErrors, []);
  });
});
