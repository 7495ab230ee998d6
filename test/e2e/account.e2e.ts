import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { runAxe } from './axe';
import type { Browser } from './browser';
import { login, openHost } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { readFocused, waitForFocused } from './focus';

/*
 * Account, verification and responsible play (issue [9]) in real Chromium against the sandbox: profile edit, the
 * SSN masked and kept out of storage and console, document upload (too big refused before upload), IDology
 * answers, setting, lowering and hitting a daily limit, keyboard only.
 * The screens' pictures at 375 and 1280 px are docs/screens (`npm run screens`); the a11y sweep checks their layout.
 */

let stack: Stack;
let browser: Browser;

setUpBrowserSuite((parts) => ({ stack, browser } = parts));

const SSN = '123456789';

/** Everything the page keeps in web storage and cookies, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie);

test.describe('account in the browser', () => {
  test('edits the phone; the SSN is masked, then absent from storage and console; IDology answers verify; axe clean', async () => {
    await login(browser.context, stack, 'new');
    const { page, watch } = await openHost(browser.context, stack, '/cash/account/');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    assert.deepEqual(await runAxe(page), []);
    // The profile, then each form on a page of its own: account/contact, back on the profile once saved.
    await page.getByRole('button', { name: /^Contact details/ }).click();
    await page.getByLabel('Phone').fill('+15555550177');
    assert.equal(new URL(page.url()).pathname, '/cash/account/contact');
    assert.deepEqual(await runAxe(page), []);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your changes are saved.').waitFor();
    await page.getByText('+15555550177 (not confirmed)').waitFor();
    assert.equal(new URL(page.url()).pathname, '/cash/account/');

    await page.getByRole('button', { name: /^Social Security number/ }).click();
    const ssn = page.getByLabel('SSN (last 4 digits or all 9)');
    assert.equal(await ssn.getAttribute('type'), 'password');
    await ssn.fill(SSN);
    assert.equal(await ssn.inputValue(), SSN, 'the SSN was typed (so its absence below means something)');
    await page.getByRole('button', { name: 'Check my identity' }).click();
    const street = page.getByRole('group', { name: 'Which of these streets have you lived on?' });
    await street.waitFor();
    assert.equal(new URL(page.url()).pathname, '/cash/verification/');
    assert.deepEqual(await runAxe(page), []);
    assert.ok(!(await storedText(page)).includes(SSN.slice(-4)), 'the SSN is not in web storage');
    assert.ok(!watch.consoleMessages.join('\n').includes(SSN), 'the SSN is not logged');
    assert.ok(
      !(await page.evaluate(() => JSON.stringify(history.state))).includes(SSN.slice(-4)),
      'the SSN is not in history state',
    );

    await street.getByRole('radio', { name: 'Sandbox Lane' }).check();
    await page
      .getByRole('group', { name: 'Which of these cars have you owned?' })
      .getByRole('radio', { name: 'Ford Focus' })
      .check();
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByText('You are verified. Nothing else is needed.').waitFor();
    assert.equal(
      stack.sandbox.admin
        .log({ kind: 'request' })
        .filter((entry) => entry.callId === 'verification.checkIdologyAnswers').length,
      1,
    );
    // A deep link, then a step inside the cashier: Escape closes the cashier (it used to go back to account/).
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/');
    assert.deepEqual(watch.pageErrors, []);
  });

  test('document upload: a file over 10 MB is refused before upload; a small one is uploaded with the status after it', async () => {
    await login(browser.context, stack, 'new');
    const { page } = await openHost(browser.context, stack, '/cash/verification/');
    // The ways to verify, one at a time: the upload is a tile of the list, its form a page of its own.
    await page.getByRole('button', { name: /^Upload a document/ }).click();
    const file = page.getByLabel('File (JPEG, PNG or PDF, up to 10 MB)');
    await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(/the largest we accept is 10 MB/).waitFor();
    assert.equal(
      stack.sandbox.admin.log({ kind: 'request' }).filter((entry) => entry.callId === 'player.uploadDocument').length,
      0,
    );
    assert.deepEqual(await runAxe(page), []);
    await file.setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 sandbox'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Your document is uploaded. Status: Being checked.').waitFor();
    assert.equal(
      stack.sandbox.admin.log({ kind: 'request' }).filter((entry) => entry.callId === 'player.uploadDocument').length,
      1,
    );
  });

  test('sets, lowers and hits a daily limit: the deposit list then opens the limit-reached popup', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/play-responsible/');
    const amount = page.getByLabel('New daily limit (USD)');
    await amount.fill('200');
    await page.getByRole('button', { name: 'Set limit' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await thanks.getByText('Your daily limit is now 200.00 USD.').waitFor();
    assert.deepEqual(await runAxe(page), []);
    await thanks.getByRole('button', { name: 'OK' }).click();
    await amount.fill('20');
    await page.getByRole('button', { name: 'Set limit' }).click();
    await thanks.getByText('Your daily limit is now 20.00 USD.').waitFor();
    await thanks.getByRole('button', { name: 'OK' }).click();
    await amount.fill('900');
    await page.getByRole('button', { name: 'Set limit' }).click();
    await page.getByRole('dialog', { name: 'Change your limit?' }).waitFor();
    assert.deepEqual(await runAxe(page), []);
    await page.getByRole('button', { name: 'Keep my limit' }).click();

    await page.goto(`${stack.hostUrl}/cash/deposit/`);
    await page
      .getByRole('list', { name: 'Choose a package' })
      .getByRole('button', { name: /^50 coins/ })
      .press('Enter');
    await page.getByRole('dialog', { name: 'Daily limit reached' }).waitFor();
  });

  test('keyboard only: edits the e-mail and lowers the limit without a pointer', async () => {
    await login(browser.context, stack, 'near-limit');
    const { page } = await openHost(browser.context, stack, '/cash/account/contact');
    const email = page.getByLabel('E-mail');
    await email.waitFor();
    await email.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('lena.new@example.com');
    // Tab on to Save through the other contact fields.
    for (
      let step = 0;
      step < 12 && !(await readFocused(page, (element) => element?.textContent === 'Save changes'));
      step++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('We sent a confirmation link to your new e-mail.').waitFor();
    // Back on the profile, focus on the tile the save left from: the keyboard goes on from there.
    await waitForFocused(page, (element) => element?.textContent?.startsWith('Contact details') === true);

    await page.goto(`${stack.hostUrl}/cash/play-responsible/`);
    const amount = page.getByLabel('New daily limit (USD)');
    await amount.waitFor();
    await amount.focus();
    await page.keyboard.type('450');
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await thanks.getByText('Your daily limit is now 450.00 USD.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('You reached today’s limit. You can deposit again tomorrow.').waitFor();
  });
});
