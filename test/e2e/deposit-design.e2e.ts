import assert from 'node:assert/strict';
import { expect, test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { getLightCash } from '../../contracts/api/deposit/packages';
import { runAxe } from './axe';
import type { Browser } from './browser';
import { login, openHost } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { enterEffectsSettled } from './waits';

/*
 * The designed deposit (issue [7]) in real Chromium: the package list opens without moving (skeletons of the cards'
 * size hold their place while the quick deposit's slow answer is waited for), the packages are cards in a grid, the
 * quick deposit names the card it pays with, the methods carry their marks, the order summary and the Pay button
 * stay in view while the form scrolls; axe clean in both colour schemes.
 */

let stack: Stack;
let browser: Browser;

setUpBrowserSuite((parts) => ({ stack, browser } = parts));

const dialog = (page: Page) => page.getByRole('dialog').first();

/** The cashier's own layout shifts (sources inside its root), summed from the page's start. A string: see browser.ts. */
const SHIFT_PROBE = `(() => {
  window.__cashierShift = 0;
  window.__cashierShifts = [];
  const name = (node) => node && node.nodeType === 1 ? node.tagName.toLowerCase() + ' "' + (node.textContent || '').slice(0, 30) + '"' : String(node && node.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const inside = entry.sources.some((source) => {
        const element = source.node && (source.node.nodeType === 1 ? source.node : source.node.parentElement);
        return Boolean(element && element.closest('[data-cashier-root]'));
      });
      if (!inside) continue;
      window.__cashierShift += entry.value;
      window.__cashierShifts.push(entry.value.toFixed(4) + ' @' + Math.round(entry.startTime) + ': ' + entry.sources.map((source) => name(source.node) + ' ' + JSON.stringify(source.previousRect) + ' -> ' + JSON.stringify(source.currentRect)).join(' | '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

test.describe('the designed deposit in the browser', () => {
  for (const width of [375, 1280]) {
    test(`opens the package list without a layout shift while the quick deposit is slow (${width} px)`, async () => {
      await login(browser.context, stack, 'verified');
      await browser.context.addInitScript(SHIFT_PROBE);
      // The quick deposit answers 700 ms late: the skeletons hold the place until it and its code are in.
      stack.sandbox.admin.setFault(getLightCash.id, { kind: 'delay', delayMs: 700 });
      const { page, watch } = await openHost(browser.context, stack, '/cash/deposit/', 'ready', {
        viewport: { width, height: 812 },
      });
      const quick = dialog(page).getByRole('list', { name: 'Quick deposit' });
      const packages = dialog(page).getByRole('list', { name: 'Choose a package' });
      await packages.waitFor({ timeout: 15_000 });
      // Both came in the same commit: the quick deposit did not push the packages.
      assert.equal(await quick.isVisible(), true);
      // The shift is read once the enter effects are done (the geo check answered 500 ms after opening).
      await enterEffectsSettled(page);
      const { shift, shifts } = await page.evaluate(() => {
        const probe = window as unknown as { __cashierShift: number; __cashierShifts: string[] };
        return { shift: probe.__cashierShift, shifts: probe.__cashierShifts };
      });
      assert.ok(
        shift <= 0.02,
        `the cashier's layout shift while the package list opened: ${shift.toFixed(4)} (at most 0.02)\n${shifts.join('\n')}`,
      );
      // Cards in a grid: two per row at 375 px.
      const cards = await packages.getByRole('button').all();
      const [first, second] = await Promise.all(cards.slice(0, 2).map((card) => card.boundingBox()));
      assert.ok(first && second && Math.abs(first.y - second.y) < 1, 'the first two packages share a row');
      assert.match(
        (await dialog(page)
          .getByText(/^Pays with /)
          .textContent()) ?? '',
        /^Pays with Visa \*\*\*\* 4242, the card you used last\.$/,
      );
      assert.deepEqual(watch.pageErrors, []);
      stack.sandbox.admin.clearFault(getLightCash.id);
    });
  }

  test('keeps the order summary and the Pay button in view while a method form scrolls (375 px); axe clean', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/deposit-by-money/pkg-50/regular/');
    await page.setViewportSize({ width: 375, height: 560 });
    const methods = dialog(page).getByRole('list', { name: 'Payment method' });
    await methods.getByRole('button', { name: /Trustly/ }).click();
    const pay = dialog(page).getByRole('button', { name: /^Pay / });
    await pay.waitFor();
    const summary = dialog(page).getByRole('region', { name: 'Order summary' });
    // Scroll the dialog's body to its end, then back to the middle: both stay on screen.
    for (const to of ['end', 'middle'] as const) {
      await dialog(page).evaluate((element, where) => {
        const body = [...element.querySelectorAll<HTMLElement>('*')].find(
          (node) => node.scrollHeight > node.clientHeight + 1 && getComputedStyle(node).overflowY === 'auto',
        );
        if (body) body.scrollTop = where === 'end' ? body.scrollHeight : body.scrollHeight / 2;
      }, to);
      const view = { top: 0, bottom: 560 };
      // Until the scrolled layout is painted: both stay within the view.
      await expect(async () => {
        for (const part of [summary, pay]) {
          const box = await part.boundingBox();
          assert.ok(
            box && box.y >= view.top - 1 && box.y + box.height <= view.bottom + 1,
            `in view after scrolling to the ${to}`,
          );
        }
      }).toPass({ timeout: 5_000 });
    }
    assert.deepEqual(await runAxe(page), []);
  });
});
