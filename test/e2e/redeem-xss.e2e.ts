import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { getHistory } from '../../contracts/api/history';
import { getPaynupProducts, queryPaynup } from '../../contracts/api/paynup';
import { getAvailableRedeemOffers, getOutputMethods } from '../../contracts/api/redeem';
import type { Browser } from './browser';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { CASHIER, injectedMarkup, openWithXss } from './xssChecks';
import { showsFieldsLiterally } from './xssFields';

/*
 * The XSS corpus (host-demo/sandbox/xss.ts) through the server strings issue [8]'s screens show: payout method
 * titles and redeem offers on redeem/, the gift-card catalogue's product names and the inputs' labels, and the
 * method of each history row. In XSS mode the cashier's own labels are payloads too, so screens are reached by deep
 * link and structure; the gift card is opened with the mode off and the catalogue fetched with it on.
 */

let stack: Stack;
let browser: Browser;

setUpBrowserSuite((parts) => ({ stack, browser } = parts));

const open = (player: string, pathname: string, xss: boolean) => openWithXss(stack, browser, player, pathname, xss);

test.describe('XSS corpus through the redeem, gift-card and history screens', () => {
  test('payout method titles and redeem offers on redeem/: literal text, no markup', async () => {
    const page = await open('verified', '/cash/redeem/', true);
    await showsFieldsLiterally(
      page,
      getOutputMethods,
      ['data.methods[0].title', 'data.methods[1].title'],
      'method titles',
    );
    await showsFieldsLiterally(page, getAvailableRedeemOffers, ['data.offers[0].title'], 'offer title');
    await showsFieldsLiterally(page, getAvailableRedeemOffers, ['data.offers[0].description'], 'offer description');
    assert.deepEqual(await injectedMarkup(page), [], 'on redeem/');
  });

  test('the gift-card catalogue and the inputs it asks for: literal text, no markup', async () => {
    // The method's place in the list, read with the mode off (its title is a payload with it on).
    const page = await open('verified', '/cash/redeem/', false);
    const methods = page.locator(`${CASHIER} ul button`);
    await page
      .getByRole('list')
      .getByRole('button', { name: /^Amazon Cash/ })
      .waitFor({ timeout: 15_000 });
    const titles = await methods.allTextContents();
    const giftCard = titles.findIndex((title) => title.startsWith('Amazon Cash'));
    assert.ok(giftCard >= 0, `no Amazon Cash among ${titles.join(' | ')}`);
    stack.sandbox.admin.setXssMode(true);
    await page.goto(`${stack.hostUrl}/cash/redeem/`);
    await showsFieldsLiterally(page, getOutputMethods, ['data.methods[0].title'], 'method titles');
    await methods.nth(giftCard).click();
    await showsFieldsLiterally(
      page,
      getPaynupProducts,
      ['data.products[0].name', 'data.products[1].name'],
      'gift-card names',
    );
    await page.locator(`${CASHIER} fieldset`).first().locator('input[type="radio"]').nth(1).check();
    const prices = page.locator(`${CASHIER} fieldset`).nth(1).locator('input[type="radio"]');
    await prices.first().check();
    await showsFieldsLiterally(
      page,
      queryPaynup,
      ['data.productInputs[0].label', 'data.productInputs[1].label'],
      'gift-card input labels',
    );
    assert.deepEqual(await injectedMarkup(page), [], 'after the catalogue and the form');
  });

  test('the method of each history row: literal text, no markup', async () => {
    const page = await open('verified', '/cash/history/', true);
    await showsFieldsLiterally(page, getHistory, ['data.items[0].method', 'data.items[1].method'], 'history rows');
    assert.deepEqual(await injectedMarkup(page), [], 'on history/');
  });
});
