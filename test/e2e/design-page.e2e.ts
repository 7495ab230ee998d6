/**
 * The host-demo's design page (/design, docs/design-system.md): every token and kit component in a cashier root
 * with its style isolation, in both colour schemes at 375 and 1280 px. axe finds nothing, the root holds the
 * scheme, and the kit's keyboard patterns work in the browser: Tabs (arrows, Home/End), RadioCard (native radio
 * arrows, focus ring on the card), the dialog (focus in, Escape, focus back).
 *
 * With DESIGN_SCREENS=1 it also writes full-page screenshots to docs/screens/design-<scheme>-<width>.png.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { runAxe } from './axe';
import type { Browser } from './browser';
import { CASHIER_COLOR_SCHEME_KEY } from '../../host-demo/src/config/cashierColorScheme';
import { login, openHost, tabTo } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { hasFocus, holdsFocus, readFocused } from './focus';

let stack: Stack;
let browser: Browser;

setUpBrowserSuite((parts) => ({ stack, browser } = parts));

const SCREENS_DIR = path.resolve(__dirname, '../../docs/screens');
const schemes = ['light', 'dark'] as const;
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
/** The surfaces of src/shared/ui/theme.ts, as the browser reports them. */
const surface = { light: 'rgb(255, 255, 255)', dark: 'rgb(21, 24, 30)' } as const;

async function openDesign(scheme: (typeof schemes)[number], viewport: { width: number; height: number }) {
  const opened = await openHost(
    browser.context,
    stack,
    scheme === 'dark' ? '/design?scheme=dark' : '/design',
    'ready',
    { viewport },
  );
  await opened.page.getByRole('heading', { name: 'Cashier design system' }).waitFor();
  return opened;
}

const focused = (page: Page) => readFocused(page, (element) => element?.textContent ?? element?.tagName ?? '');

test.describe('design page', () => {
  for (const scheme of schemes) {
    for (const viewport of viewports) {
      test(`${scheme} at ${viewport.width} px: the kit in a cashier root, axe clean, no console errors`, async () => {
        const { page, watch } = await openDesign(scheme, viewport);
        const root = page.locator('[data-design-root]');
        // The kit renders in the cashier's element's shadow root, as the cashier does (docs/adr/0004-shadow-root.md).
        const style = await root.evaluate((element) => {
          const portal = element
            .querySelector('[data-cashier-root]')
            ?.shadowRoot?.querySelector('[data-cashier-portal]');
          const page = portal?.querySelector('section')?.parentElement;
          const radio = portal?.querySelector('input[type="radio"]');
          return {
            colorScheme: portal ? getComputedStyle(portal).colorScheme : '',
            background: page ? getComputedStyle(page).backgroundColor : '',
            radioScheme: radio ? getComputedStyle(radio).colorScheme : '',
          };
        });
        assert.deepEqual(style, { colorScheme: scheme, background: surface[scheme], radioScheme: scheme });
        // Every component section is there.
        for (const name of [
          'Colour',
          'Spacing',
          'Type scale',
          'Radii',
          'Elevation',
          'Motion',
          'Buttons',
          'Radio cards',
          'Fields with inline errors',
          'Tabs',
          'List rows',
          'Badges',
          'Amounts',
          'Dialog',
        ]) {
          assert.equal(await page.getByRole('heading', { name, exact: true }).count(), 1, `section ${name}`);
        }
        // Nothing overflows the page sideways at 375 px (tables scroll inside their own box).
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(overflow, 0, 'the page scrolls sideways');

        const violations = await runAxe(page);
        assert.deepEqual(violations, [], `axe violations: ${JSON.stringify(violations, null, 2)}`);

        if (process.env.DESIGN_SCREENS === '1') {
          mkdirSync(SCREENS_DIR, { recursive: true });
          // The dialog in its open state too (it opens inside its dashed frame).
          await page.getByRole('button', { name: 'Open the dialog' }).click();
          await page.getByRole('dialog', { name: 'Remove this card?' }).waitFor();
          await page.screenshot({
            path: path.join(SCREENS_DIR, `design-${scheme}-${viewport.width}.png`),
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
          });
        }
        assert.deepEqual(watch.pageErrors, []);
        assert.deepEqual(watch.consoleErrors, []);
        assert.deepEqual(watch.cspViolations, []);
        await page.close();
      });
    }

    test(`${scheme}: Tabs, RadioCard and the dialog work by keyboard`, async () => {
      const { page } = await openDesign(scheme, { width: 1280, height: 800 });
      const tablist = page.getByRole('tablist', { name: 'Transactions' });
      const tab = (name: string) => tablist.getByRole('tab', { name });

      await tabTo(page, tab('All'));
      await page.keyboard.press('ArrowRight');
      assert.equal(await focused(page), 'Deposits');
      assert.equal(await tab('Deposits').getAttribute('aria-selected'), 'true');
      assert.equal(await page.getByRole('tabpanel', { name: 'Deposits' }).textContent(), 'Only deposits.');
      const panelHeights = await page
        .locator('[role="tabpanel"]')
        .evaluateAll((panels) => panels.map((panel) => panel.getBoundingClientRect().height > 0));
      assert.deepEqual(panelHeights, [false, true, false], 'only the selected panel takes room');
      await page.keyboard.press('End');
      assert.equal(await focused(page), 'Redemptions');
      await page.keyboard.press('ArrowRight');
      assert.equal(await focused(page), 'All');
      await page.keyboard.press('Home');
      assert.equal(await tab('All').getAttribute('aria-selected'), 'true');
      await page.keyboard.press('Tab');
      assert.equal(await readFocused(page, (element) => element?.getAttribute('role')), 'tabpanel');

      const group = page.getByRole('group', { name: 'Payment method' });
      const radio = (name: string) => group.getByRole('radio', { name: new RegExp(`^${name}`) });
      await tabTo(page, radio('Card'));
      // The focus ring is drawn on the card (the label), for keyboard focus.
      const ring = await radio('Card').evaluate((input) => {
        const card = input.closest('label');
        return card ? `${getComputedStyle(card).outlineStyle} ${getComputedStyle(card).outlineWidth}` : '';
      });
      assert.equal(ring, 'solid 3px');
      await page.keyboard.press('ArrowDown');
      assert.equal(await radio('PayPal').isChecked(), true);
      assert.equal(await hasFocus(radio('PayPal')), true);
      await page.keyboard.press('ArrowDown');
      assert.equal(await radio('Neosurf voucher').isChecked(), true);
      // Trustly is disabled: the arrows skip it and wrap to the first card.
      await page.keyboard.press('ArrowDown');
      assert.equal(await radio('Card').isChecked(), true);
      assert.equal(await radio('Trustly').isChecked(), false);
      // The selected card is marked by more than colour: its border is twice as thick (border + inset ring).
      const borders = await group.evaluate((fieldset) =>
        Array.from(fieldset.querySelectorAll('label')).map((label) => getComputedStyle(label).boxShadow !== 'none'),
      );
      assert.deepEqual(borders, [true, false, false, false]);

      const opener = page.getByRole('button', { name: 'Open the dialog' });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Remove this card?' });
      await dialog.waitFor();
      assert.equal(await holdsFocus(dialog), true, 'focus moves into the dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await hasFocus(opener), true, 'focus returns to the opener');
      await page.close();
    });
  }

  test('the host-demo passes its colour scheme setting to the cashier; auto follows the system live', async () => {
    await login(browser.context, stack, 'verified');
    const page = await browser.context.newPage();
    await page.addInitScript(([key]) => window.localStorage.setItem(key, 'auto'), [CASHIER_COLOR_SCHEME_KEY] as const);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${stack.hostUrl}/cash/deposit/`);
    const dialog = page.getByRole('dialog', { name: 'Select a package' });
    await dialog.waitFor();
    const look = () =>
      dialog.evaluate((element) => ({
        background: getComputedStyle(element).backgroundColor,
        colorScheme: getComputedStyle(element.closest('[data-cashier-portal]') as Element).colorScheme,
      }));
    assert.deepEqual(await look(), { background: surface.dark, colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction((expected) => {
      const element = document.querySelector('[data-cashier-root]')?.shadowRoot?.querySelector('[role="dialog"]');
      return element != null && getComputedStyle(element).backgroundColor === expected;
    }, surface.light);
    assert.deepEqual(await look(), { background: surface.light, colorScheme: 'light' });
    await page.close();
  });
});
