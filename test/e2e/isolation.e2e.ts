import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { watchPage, type Browser } from './browser';
import { login } from './host';
import { decodePng, diffPngs } from './pngDiff';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { nextFrames } from './waits';

/*
 * Style isolation (issue [7], docs/adr/0003-style-isolation.md): the deposit screens look the same on a neutral
 * host (the host-demo with its own CSS off) and under a hostile one (the host-demo's dark page plus HOSTILE_CSS), at
 * 375 and 1280 px; the host's own elements keep their
 * style while the cashier is open; every rule the cashier adds is scoped to its own elements.
 *
 * Threshold. Both pages render the same DOM with the same fonts in the same browser, so with the reset working
 * the cashier's pixels come out identical: 0 differ at 375 px, 70 at 1280 px, all at the dialog's rounded corners,
 * where the backdrop shows the (light or dark) host page. A pixel counts as different when one channel
 * moves by more than CHANNEL_DELTA (16 of 255: anti-aliasing of a glyph edge or a rounded corner on a subpixel
 * offset stays below that); a screen fails when more than MAX_RATIO (0.5 %) of its pixels differ, which leaves room
 * for a stray anti-aliased edge or a caret, while one leaked rule (a padding, a font size, a dark field) moves
 * several per cent. The numbers measured with and without the reset are in the ADR.
 */

let stack: Stack;
let browser: Browser;
const shots = path.resolve(__dirname, '../../test-results/isolation');

setUpBrowserSuite((parts) => ({ stack, browser } = parts), { setUp: () => void mkdirSync(shots, { recursive: true }) });

const CHANNEL_DELTA = 16;
const MAX_RATIO = 0.005;

/** What a careless or hostile host page does to everything on it. */
export const HOSTILE_CSS = `
  :root { color-scheme: dark !important; }
  html { font-size: 20px; line-height: 2; letter-spacing: 0.04em; }
  body { background: #1b1b1b !important; color: #e6e6e6 !important; font-family: Georgia, serif; text-transform: uppercase; }
  *, *::before, *::after { box-sizing: content-box; margin: 2px; transition: none; }
  div { padding: 10px; }
  ul { list-style: square; padding-left: 40px; }
  p, h1, h2, h3, h4 { margin: 24px 0; font-weight: 300; }
  a { color: #ff4fd8 !important; text-decoration: none; }
  input, select, textarea { background-color: #2b2b2b !important; color: #f5f5f5 !important; border: 3px dashed orange; font-size: 22px; padding: 12px; appearance: none; }
  button { border: 3px solid lime; border-radius: 0; padding: 14px; font-size: 20px; text-transform: lowercase; }
  select { height: 60px; }
  svg, img { display: block; max-width: 100%; }
  label { display: block; font-weight: bold; }
  /* !important at id specificity (1,0,1): no reset selector outranks these; the cashier's layered !important does. */
  html:not(#none) input, html:not(#none) textarea { background-color: #3a3a3a !important; color: #fafafa !important; }
  html:not(#none) a { color: #ffd400 !important; }
  html:not(#none) * { color-scheme: dark !important; }
  /* What real sites ship (issue [13]): universal and type rules with !important, attribute selectors on dialogs. */
  * { font-family: "Comic Sans MS", cursive !important; letter-spacing: 1px !important; }
  button { all: unset; background: hotpink !important; }
  span { color: red !important; }
  p, h2 { margin: 30px 0 !important; }
  [role=dialog] * { color: purple; }
  [role=dialog], [aria-modal=true] { border: 5px solid red !important; padding: 20px !important; }
  /* Reaches the cashier's own element in the page (a div): its :host rule must cut what it would pass down. */
  div { line-height: 3 !important; }
`;

const dialog = (page: Page) => page.locator('[data-cashier-root] [role="dialog"]').first();

/** Appends the hostile sheet at the end of <body>, after the cashier's own style tag: order must not matter. */
async function addHostileSheet(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const style = document.createElement('style');
    // The host-demo's CSP allows styles by its per-response nonce, the one the cashier gets too.
    style.nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? '';
    style.dataset.hostile = '';
    style.textContent = css;
    document.body.append(style);
  }, HOSTILE_CSS);
}

/**
 * A neutral host: the host-demo with none of its own CSS (its style sheets off, as the a11y sweep does, and no
 * `<meta name="color-scheme">`), so the cashier shows what it looks like on a blank page.
 */
async function neutralizeHost(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelector('meta[name="color-scheme"]')?.remove();
    for (const sheet of Array.from(document.styleSheets)) {
      const owner = sheet.ownerNode;
      if (owner instanceof Element && !owner.closest('[data-cashier-root]')) sheet.disabled = true;
    }
  });
}

/** neutral: no host CSS at all; hostile: the host-demo's own dark page plus HOSTILE_CSS. */
type Mode = 'neutral' | 'hostile';

async function go(page: Page, mode: Mode, pathname: string): Promise<void> {
  await page.goto(`${stack.hostUrl}${pathname}`);
  await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready', undefined, {
    timeout: 15_000,
  });
  await dialog(page).waitFor();
  await (mode === 'hostile' ? addHostileSheet(page) : neutralizeHost(page));
}

/**
 * Waits for images and lazy parts to settle, moves the pointer away (no hover), then shoots the dialog. (Not
 * `networkidle`: the card widget keeps a connection open.)
 */
async function shoot(page: Page): Promise<Buffer> {
  await page.waitForFunction(() =>
    Array.from(document.querySelector('[data-cashier-root]')?.shadowRoot?.querySelectorAll('img') ?? []).every(
      (image) => (image as HTMLImageElement).complete,
    ),
  );
  await page.mouse.move(0, 0);
  // The hover left by the pointer is gone from the painted page (the screenshot finishes transitions itself).
  await nextFrames(page);
  // The streak's end time is "now + n days" to the minute: the two runs may straddle a minute.
  return dialog(page).screenshot({ animations: 'disabled', caret: 'hide', mask: [page.getByText(/^Ends /)] });
}

interface Shot {
  name: string;
  png: Buffer;
}

/**
 * The deposit screens, in order: packages, methods, saved cards, card form, bank accounts, voucher, success; then
 * a redeem form (the saved card's).
 */
async function depositScreens(page: Page, mode: Mode): Promise<Shot[]> {
  const list: Shot[] = [];
  const take = async (name: string) => list.push({ name, png: await shoot(page) });

  await go(page, mode, '/cash/deposit/');
  await page.getByRole('list', { name: 'Choose a package' }).getByRole('button').first().waitFor();
  await take('packages');

  await page
    .getByRole('list', { name: 'Choose a package' })
    .getByRole('button', { name: /^50 coins/ })
    .press('Enter');
  await page.getByRole('list', { name: 'Payment method' }).waitFor();
  await take('methods');

  await page.getByRole('list', { name: 'Payment method' }).getByRole('button', { name: /card/i }).click();
  await page.getByRole('group', { name: 'Saved cards' }).waitFor();
  await take('saved-cards');

  await page.getByRole('button', { name: 'Use a new card' }).click();
  await page.frameLocator('iframe[title="Card details"]').getByRole('button').first().waitFor();
  await take('card-form');

  await go(page, mode, '/cash/deposit-by-money/pkg-50/regular/trustly/');
  await page.getByRole('radio').first().waitFor();
  await take('bank-accounts');

  await go(page, mode, '/cash/deposit-by-money/pkg-50/regular/neosurf/');
  await page.getByLabel('Voucher code').waitFor();
  await take('voucher');

  await go(page, mode, '/cash/deposit-by-money/pkg-50/regular/card/');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 15_000 });
  await take('success');

  await go(page, mode, '/cash/redeem/');
  await page
    .getByRole('list')
    .getByRole('button', { name: /^Visa or Mastercard/ })
    .click();
  await page.getByRole('radio', { name: 'Visa •••• 4242' }).waitFor();
  await take('redeem-card-form');
  return list;
}

/** A fresh sandbox and player for each run, so both runs see the same data (balances, ids). */
async function freshPage(viewport: { width: number; height: number }): Promise<Page> {
  stack.sandbox.admin.reset();
  await browser.context.clearCookies();
  await login(browser.context, stack, 'verified');
  const page = await browser.context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(viewport);
  return page;
}

test.describe('style isolation from the host page', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`deposit screens at ${viewport.width} px look the same under a hostile host stylesheet`, async () => {
      const neutralPage = await freshPage(viewport);
      const watch = watchPage(neutralPage);
      const neutral = await depositScreens(neutralPage, 'neutral');
      await neutralPage.close();
      const hostilePage = await freshPage(viewport);
      const hostileWatch = watchPage(hostilePage);
      const hostile = await depositScreens(hostilePage, 'hostile');

      const report: string[] = [];
      const failures: string[] = [];
      neutral.forEach((shot, index) => {
        const other = hostile[index];
        assert.ok(other, `no hostile shot for ${shot.name}`);
        const file = (mode: Mode) => path.join(shots, `${shot.name}-${viewport.width}-${mode}.png`);
        writeFileSync(file('neutral'), shot.png);
        writeFileSync(file('hostile'), other.png);
        const diff = diffPngs(shot.png, other.png, CHANNEL_DELTA);
        const line = `${shot.name} @${viewport.width}: ${diff.differing}/${diff.total} px differ (${(diff.ratio * 100).toFixed(2)} %)${diff.sameSize ? '' : ' — sizes differ'}`;
        report.push(line);
        if (diff.ratio > MAX_RATIO) failures.push(line);
      });
      console.info(report.join('\n'));
      assert.deepEqual(failures, [], `screens changed by the host's stylesheet (shots in ${shots})`);
      assert.deepEqual(watch.pageErrors, []);
      assert.deepEqual(hostileWatch.pageErrors, []);
    });
  }

  test('under the hostile sheet: radios are drawn light, the voucher field is the panel colour, font sizes stay in px', async () => {
    for (const mode of ['hostile', 'neutral'] as const) {
      const page = await freshPage({ width: 1280, height: 900 });
      await go(page, mode, '/cash/deposit-by-money/pkg-50/regular/card/');
      const radios = page.getByRole('group', { name: 'Saved cards' }).getByRole('radio');
      await radios.nth(1).waitFor();
      assert.equal(await radios.nth(1).isChecked(), false);
      const unselected = decodePng(await radios.nth(1).screenshot({ animations: 'disabled' }));
      const centre = ((unselected.height >> 1) * unselected.width + (unselected.width >> 1)) * 4;
      const brightness = (unselected.rgba[centre] + unselected.rgba[centre + 1] + unselected.rgba[centre + 2]) / 3;
      assert.ok(brightness > 200, `${mode}: the unselected radio's centre is dark (${brightness.toFixed(0)} of 255)`);
      assert.equal(await radios.nth(1).evaluate((element) => getComputedStyle(element).colorScheme), 'light', mode);

      // A string, not a function: tsx wraps inner functions in __name(), which the page lacks.
      const sizes = await page.evaluate<Record<string, string>>(`(() => {
        const of = (selector) => {
          const element = document.querySelector('[data-cashier-root]')?.shadowRoot?.querySelector(selector);
          return element ? getComputedStyle(element).fontSize : 'missing';
        };
        return { dialog: of('[role="dialog"]'), title: of('[role="dialog"] h2') };
      })()`);
      sizes.pay = await page
        .getByRole('button', { name: /^Pay / })
        .evaluate((element) => getComputedStyle(element).fontSize);
      assert.deepEqual(sizes, { dialog: '16px', title: '18px', pay: '16px' }, `${mode}: font sizes`);

      await go(page, mode, '/cash/deposit-by-money/pkg-50/regular/neosurf/');
      const voucher = page.getByLabel('Voucher code');
      const fieldBackground = await voucher.evaluate((element) => getComputedStyle(element).backgroundColor);
      const panelBackground = await dialog(page).evaluate((element) => getComputedStyle(element).backgroundColor);
      assert.equal(fieldBackground, panelBackground, `${mode}: the voucher field is not the panel's colour`);
      assert.equal(fieldBackground, 'rgb(255, 255, 255)');
      await page.close();
    }
  });

  test('the other way: the host page keeps its style while the cashier is open, and every cashier rule is scoped', async () => {
    const page = await freshPage({ width: 1280, height: 900 });
    await page.goto(`${stack.hostUrl}/`);
    await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready', undefined, {
      timeout: 15_000,
    });
    // A string, not a function: tsx wraps inner functions in __name(), which the page lacks.
    const hostStyles = () =>
      page.evaluate<Record<string, Record<string, string>>>(`(() => {
        const props = ['color', 'background-color', 'font-family', 'font-size', 'line-height', 'padding', 'margin',
          'border', 'box-sizing', 'color-scheme', 'letter-spacing', 'display', 'outline', 'accent-color'];
        const out = {};
        for (const selector of ['html', 'header', 'header a', 'header button', '#main', '#main h2', '#main a',
          '#main select', '#main input', '#main button', 'footer p']) {
          const element = document.querySelector(selector);
          if (!element) { out[selector] = { missing: 'yes' }; continue; }
          const style = getComputedStyle(element);
          out[selector] = Object.fromEntries(props.map((name) => [name, style.getPropertyValue(name)]));
        }
        return out;
      })()`);
    const before = await hostStyles();
    assert.ok(
      Object.values(before).every((styles) => !('missing' in styles)),
      JSON.stringify(before),
    );
    await page.getByRole('link', { name: 'Deposit', exact: true }).click();
    await page.getByRole('list', { name: 'Choose a package' }).waitFor();
    assert.deepEqual(await hostStyles(), before);

    // The cashier's rules live in its shadow root (docs/adr/0004-shadow-root.md): none of them is in the document, and
    // the only one that reaches outside the shadow tree is its own element's (:host).
    const scoped = await page.evaluate<{ inDocument: number; rules: number; unscoped: string[] }>(`(() => {
      const found = [];
      let rules = 0;
      const walk = (list) => {
        for (const rule of Array.from(list)) {
          if (rule.selectorText !== undefined) {
            rules += 1;
            for (const part of rule.selectorText.split(/,(?![^(]*\\))/)) {
              const selector = part.trim();
              const ok = selector.startsWith('.') || selector === ':host' ||
                selector.startsWith('[data-cashier-portal]') || selector.startsWith(':where([data-cashier-portal])') ||
                selector.startsWith('div:where([data-cashier-portal])');
              if (!ok) found.push(selector);
            }
          } else if (rule.cssRules) {
            walk(rule.cssRules);
          }
        }
      };
      const host = document.querySelector('[data-cashier-root]');
      // Its style tags' sheets and the sheet it adopts (src/shared/ui/cashierDom.ts, styleTargetFor).
      const shadow = host && host.shadowRoot;
      const sheets = shadow ? [...Array.from(shadow.styleSheets), ...shadow.adoptedStyleSheets] : [];
      for (const sheet of sheets) walk(sheet.cssRules);
      const inDocument = Array.from(document.styleSheets).filter(
        (sheet) => sheet.ownerNode && sheet.ownerNode.closest && sheet.ownerNode.closest('[data-cashier-root]'),
      ).length;
      return { inDocument, rules, unscoped: found };
    })()`);
    assert.equal(scoped.inDocument, 0, 'a cashier style sheet in the document');
    assert.ok(scoped.rules >= 20, `the cashier's shadow root holds its rules (${scoped.rules})`);
    const unscoped = scoped.unscoped;
    assert.deepEqual(unscoped, [], 'rules in the cashier style sheet that could match host elements');
    await page.close();
  });
});
