import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { runAxe } from './axe';
import type { Browser } from './browser';
import { bodyOverflow, login, openHost } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { hasFocus, holdsFocus, waitForFocused } from './focus';

/*
 * The cashier as a good neighbour on the host page (issue [13], docs/architecture.md "A good neighbour"): the scroll
 * lock ignores a hidden modal a consent manager keeps on the page and puts the body back exactly as it was; the
 * focus trap yields to the support chat the cashier asked for and to host UI marked `data-cashier-host-focus`.
 */

let stack: Stack;
let browser: Browser;

setUpBrowserSuite((parts) => ({ stack, browser } = parts));

/** The `style` attributes of `<html>` and `<body>`, as the host left them. */
const pageStyles = (page: Page) =>
  page.evaluate(() => ({
    html: document.documentElement.getAttribute('style'),
    body: document.body.getAttribute('style'),
  }));

test.describe('the cashier on a host page', () => {
  test('a hidden aria-modal on the page: closing gives the scroll back and the body its own inline styles', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/');
    await page.evaluate(() => {
      // What consent managers keep on the page between their prompts.
      const consent = document.createElement('div');
      consent.setAttribute('aria-modal', 'true');
      consent.setAttribute('role', 'dialog');
      consent.setAttribute('aria-label', 'Cookie consent');
      consent.hidden = true;
      document.body.append(consent);
      document.body.style.setProperty('scroll-padding-top', '4rem');
    });
    const before = await pageStyles(page);

    for (let round = 1; round <= 2; round += 1) {
      await page.getByRole('button', { name: 'Cashier', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Select a package' });
      await dialog.waitFor();
      assert.equal(await bodyOverflow(page), 'hidden', `round ${round}: the page behind does not scroll`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await bodyOverflow(page), 'visible', `round ${round}: the page scrolls again`);
      assert.deepEqual(
        await pageStyles(page),
        before,
        `round ${round}: <html> and <body> styles as the host left them`,
      );
    }
  });

  test('the support chat the cashier asked for takes focus and keeps it while the player types and tabs', async () => {
    await login(browser.context, stack, 'blocked');
    const { page } = await openHost(browser.context, stack, '/cash/deposit/');
    const cashier = page.getByRole('dialog', { name: 'Account on hold' });
    await cashier.getByRole('button', { name: 'Open support chat' }).click();

    const chat = page.getByRole('complementary', { name: 'Support chat' });
    const message = chat.getByRole('textbox', { name: 'Message' });
    await message.waitFor();
    await waitForFocused(page, (element) => element?.tagName === 'INPUT');
    await page.keyboard.type('I cannot deposit');
    assert.equal(await message.inputValue(), 'I cannot deposit');
    await page.keyboard.press('Tab');
    assert.equal(await hasFocus(chat.getByRole('button', { name: 'Send' })), true);
    await page.keyboard.press('Enter');
    await chat.getByRole('listitem').filter({ hasText: 'I cannot deposit' }).waitFor();
    assert.deepEqual(await runAxe(page), []);

    // Closing the chat hands focus back to the cashier (the chat gives it to what `document.activeElement` was: the
    // cashier's element), whose trap holds again.
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await chat.waitFor({ state: 'detached' });
    assert.equal(await holdsFocus(cashier), true, 'focus is back in the cashier');
    await page.getByRole('button', { name: 'Cashier', exact: true }).evaluate((node: HTMLElement) => node.focus());
    assert.equal(await holdsFocus(cashier), true);
  });

  test('host UI marked data-cashier-host-focus may take focus while the cashier is open; unmarked UI may not', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/deposit/');
    const cashier = page.getByRole('dialog', { name: 'Select a package' });
    await cashier.waitFor();
    await page.evaluate(() => {
      for (const [label, marked] of [
        ['Marked widget', true],
        ['Unmarked widget', false],
      ] as const) {
        const widget = document.createElement('div');
        if (marked) widget.setAttribute('data-cashier-host-focus', '');
        widget.style.cssText = 'position: fixed; left: 1rem; bottom: 1rem; z-index: 2147483647';
        const input = document.createElement('input');
        input.setAttribute('aria-label', label);
        widget.append(input);
        document.body.append(widget);
      }
    });
    await page.getByRole('textbox', { name: 'Unmarked widget' }).evaluate((node: HTMLElement) => node.focus());
    assert.equal(await holdsFocus(cashier), true, 'pulled back in');

    await page
      .getByRole('textbox', { name: 'Marked widget', exact: true })
      .evaluate((node: HTMLElement) => node.focus());
    await page.keyboard.type('hello');
    assert.equal(await page.getByRole('textbox', { name: 'Marked widget', exact: true }).inputValue(), 'hello');
    assert.equal(await holdsFocus(cashier), false, 'stays on the widget');
  });
});
