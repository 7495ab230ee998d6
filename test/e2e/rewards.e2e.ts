import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { receiveFreeCoins } from '../../contracts/api/rewards';
import { runAxe } from './axe';
import type { Browser } from './browser';
import { busEvents, login, openHost } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { quietPeriod } from './quietPeriod';
import { nextFrames } from './waits';
import { hasFocus } from './focus';

/*
 * Rewards (issue [10]) in real Chromium against the sandbox: the panel below the packages (streak, money box, free
 * coins claimed once, collections), a deposit that advances the streak with the animated bar (and without animation
 * under reduced motion), the scratch card revealed by pointer and by keyboard. Screenshots at 375 and 1280 px go to
 * test-results/rewards/.
 */

let stack: Stack;
let browser: Browser;
const shots = path.resolve(__dirname, '../../test-results/rewards');

setUpBrowserSuite((parts) => ({ stack, browser } = parts), { setUp: () => void mkdirSync(shots, { recursive: true }) });

const dialog = (page: Page) => page.getByRole('dialog').first();
const panel = (page: Page) => dialog(page).getByRole('region', { name: 'Rewards' });

async function shoot(page: Page, part: Locator, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await nextFrames(page);
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** From the package screen (panel loaded, so the streak progress is saved) to success/ with the saved card. */
async function depositToSuccess(page: Page) {
  await panel(page).getByRole('region', { name: 'Deposit streak' }).waitFor();
  await page
    .getByRole('list', { name: 'Choose a package' })
    .getByRole('button', { name: /^50 coins/ })
    .press('Enter');
  await page.getByRole('list', { name: 'Payment method' }).getByRole('button', { name: /card/i }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 20_000 });
}

/** The streak bar's width as a share of its track. */
const barShare = (page: Page) =>
  page
    .getByTestId('streak-bar')
    .evaluate((bar) => bar.getBoundingClientRect().width / (bar.parentElement?.getBoundingClientRect().width ?? 1));

/** Waits until the streak bar fills `share` of its track, within 1%. */
async function barSettledAt(page: Page, share: number): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document
      .querySelector('[data-cashier-root]')
      ?.shadowRoot?.querySelector('[data-testid="streak-bar"]');
    return element
      ? Math.abs(
          element.getBoundingClientRect().width / (element.parentElement?.getBoundingClientRect().width ?? 1) - target,
        ) < 0.01
      : false;
  }, share);
}

test.describe('rewards in the browser', () => {
  test("the panel below the packages: streak nudge, money box, collections with the server's artwork; no shift; axe clean", async () => {
    await login(browser.context, stack, 'verified');
    // The cashier's layout shifts from the start, summed as CLS does (shifts right after input excluded).
    // (A string, not a function: tsx would wrap a function in __name(), see browser.ts.)
    await browser.context.addInitScript(`(() => {
      window.__shift = 0;
      window.__shifts = [];
      const name = (node) => node && node.nodeType === 1 ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + '.' + (node.getAttribute('class') || '').split(' ').join('.') + ' ' + (node.textContent || '').slice(0, 40) : String(node && node.nodeName);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          // The cashier's own shifts: the host-demo's panels move on their own as the page loads.
          const inside = entry.sources.some((source) => {
            const element = source.node && (source.node.nodeType === 1 ? source.node : source.node.parentElement);
            return Boolean(element && element.closest('[data-cashier-root]'));
          });
          if (entry.hadRecentInput || !inside) continue;
          window.__shift += entry.value;
          window.__shifts.push(entry.value.toFixed(3) + ' @' + Math.round(entry.startTime) + ': ' + entry.sources.map((source) => name(source.node) + ' ' + JSON.stringify(source.previousRect) + '->' + JSON.stringify(source.currentRect)).join(' | '));
        }
      }).observe({ type: 'layout-shift', buffered: true });
    })();`);
    const { page, watch } = await openHost(browser.context, stack, '/cash/deposit/');
    const rewards = panel(page);
    await rewards.getByRole('region', { name: 'Money box' }).waitFor();
    await rewards.getByRole('region', { name: 'Deposit streak' }).waitFor();
    assert.match(
      (await rewards.getByRole('region', { name: 'Deposit streak' }).textContent()) ?? '',
      /This purchase is deposit 1 of 5 in your streak\./,
    );
    assert.match(
      (await rewards.getByRole('region', { name: 'Money box' }).textContent()) ?? '',
      /In your money box: 0\.00 USD/,
    );
    await rewards.getByRole('region', { name: 'Collections' }).waitFor();
    // The streak's skin and the four collection entries: the sandbox's SVGs from the API origin, lazy, and loaded
    // once scrolled to (the host's CSP allows the API origin for images).
    const images = rewards.locator('img');
    assert.equal(await images.count(), 5);
    for (const image of await images.all()) {
      assert.equal(await image.getAttribute('loading'), 'lazy');
      assert.match((await image.getAttribute('src')) ?? '', /\/__sandbox\/assets\/rewards\/[a-z-]+\.svg$/);
      await image.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
        await image.elementHandle(),
      );
    }
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
    assert.ok(
      shift <= 0.1,
      `the cashier's layout shift while the panel and its artwork loaded: ${shift.toFixed(3)} (at most 0.1)\n${shifts.join('\n')}`,
    );
    assert.deepEqual(watch.cspViolations, []);
    assert.deepEqual(await runAxe(page), []);
    await shoot(page, rewards, 'panel');
    assert.deepEqual(watch.pageErrors, []);
  });

  test('free coins are claimed once: a second click does nothing; the host hears the new balance', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/deposit/');
    const claim = panel(page).getByRole('button', { name: 'Claim free coins' });
    await claim.dblclick();
    const claimed = panel(page).getByRole('button', { name: 'Claimed' });
    await claimed.waitFor();
    assert.equal(await claimed.isDisabled(), true);
    await claimed.click({ force: true });
    await quietPeriod(page, 300, 'a second claim would go out on the click: the sandbox must not hear one');
    const claims = stack.sandbox.admin.log({ kind: 'request' }).filter((entry) => entry.callId === receiveFreeCoins.id);
    assert.equal(claims.length, 1);
    assert.equal(stack.sandbox.admin.players().find((player) => player.id === 'verified')?.balance, 252);
    const events = await busEvents(page);
    assert.equal(events.filter((event) => event.type === 'balance-changed').length, 1);
    await page.getByText('You received 2 free coins.').first().waitFor();
    assert.deepEqual(await runAxe(page), []);
    await shoot(page, panel(page).getByRole('region', { name: 'Free coins' }), 'free-coins');
  });

  test('a deposit advances the streak with an animated bar, and the scratch card is revealed by pointer', async () => {
    await login(browser.context, stack, 'verified');
    const { page, watch } = await openHost(browser.context, stack, '/cash/deposit/');
    // The bar's width transitions are recorded as they start (a listener on the cashier's shadow root: transition
    // events do not leave it), so the animation is proven by the browser's own event, not by catching a frame
    // mid-way, which a loaded machine may never paint.
    await page.evaluate(() => {
      const record: string[] = [];
      Object.assign(window, { __streakTransitions: record });
      document.querySelector('[data-cashier-root]')?.shadowRoot?.addEventListener(
        'transitionstart',
        (event) => {
          const target = event.target as HTMLElement;
          if (target.dataset.testid === 'streak-bar') record.push((event as TransitionEvent).propertyName);
        },
        true,
      );
    });
    await depositToSuccess(page);
    const bar = page.getByRole('progressbar', { name: 'Streak progress' });
    await bar.waitFor();
    assert.equal(await bar.getAttribute('data-from'), '0');
    assert.equal(await bar.getAttribute('data-to'), '1');
    // The bar moves from the old (0) to the new (1 of 5) progress with a width transition, and settles at 20%.
    await barSettledAt(page, 0.2);
    assert.deepEqual(
      await page.evaluate(() => (window as unknown as { __streakTransitions: string[] }).__streakTransitions),
      ['width'],
    );
    await page.getByText('Your streak moved to deposit 1 of 5.').waitFor();
    const card = dialog(page).getByRole('region', { name: 'Scratch card' });
    await card.waitFor();
    assert.deepEqual(await runAxe(page), []);
    await shoot(page, card, 'scratch-covered');
    const surface = card.getByTestId('scratch-surface');
    const box = await surface.boundingBox();
    assert.ok(box);
    await page.mouse.move(box.x + 10, box.y + 20);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1)
      await page.mouse.move(box.x + 10 + step * 30, box.y + 20 + (step % 2) * 40, { steps: 2 });
    await page.mouse.up();
    await card.getByText(/Every qualifying purchase brings a new card/).waitFor();
    assert.match((await card.textContent()) ?? '', /You won .* coins and .* bonus!|No prize on this card/);
    assert.deepEqual(await runAxe(page), []);
    await shoot(page, dialog(page).getByRole('region', { name: 'Deposit streak' }), 'streak-progress');
    await shoot(page, card, 'scratch-revealed');
    assert.deepEqual(watch.pageErrors, []);
  });

  test('with reduced motion the bar shows the final state at once; the scratch card is revealed by keyboard', async () => {
    await login(browser.context, stack, 'verified');
    const { page } = await openHost(browser.context, stack, '/cash/deposit/');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await depositToSuccess(page);
    await page.getByRole('progressbar', { name: 'Streak progress' }).waitFor();
    assert.equal(
      await page.getByTestId('streak-bar').evaluate((bar) => getComputedStyle(bar).transitionDuration),
      '0s',
    );
    await barSettledAt(page, 0.2);
    assert.ok(Math.abs((await barShare(page)) - 0.2) < 0.01);
    const reveal = dialog(page).getByRole('button', { name: 'Reveal' });
    await reveal.focus();
    await page.keyboard.press('Enter');
    const result = dialog(page).getByRole('region', { name: 'Scratch card' }).getByRole('status');
    await result.waitFor();
    assert.equal(await hasFocus(result), true);
  });
});
