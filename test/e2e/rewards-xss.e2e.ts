import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { getStaticInfo } from '../../contracts/api/rewards';
import type { Browser } from './browser';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { injectedMarkup, openWithXss, payloadOf, showsLiterally } from './xssChecks';

/*
 * The XSS corpus (host-demo/sandbox/xss.ts) through the server strings the rewards panel shows: the static info
 * entries' titles and texts (the streak's skin and the collections). The streak's skin id is a payload too and is
 * never shown (the classic skin stands in for an id with no entry).
 */

let stack: Stack;
let browser: Browser;

setUpBrowserSuite((parts) => ({ stack, browser } = parts));

test.describe('XSS corpus through the rewards panel', () => {
  test('static info titles and texts in the collections: literal text, no markup', async () => {
    const page = await openWithXss(stack, browser, 'verified', '/cash/deposit/', true);
    // Entry 2 is the magic box, 3 the rank league, 4 and 5 the seasons (host-demo/sandbox/rewards/staticInfo.ts).
    const shown = [2, 3, 4, 5].flatMap((index) => [
      payloadOf(getStaticInfo, `data.entries[${index}].title`),
      payloadOf(getStaticInfo, `data.entries[${index}].text`),
    ]);
    await showsLiterally(page, shown, 'static info entries');
    // The skin id is a payload, so no skin entry matches it: the classic skin's title (a payload too) stands in.
    await showsLiterally(page, [payloadOf(getStaticInfo, 'data.entries[0].title')], 'classic skin title');
    assert.deepEqual(await injectedMarkup(page), [], 'on deposit/');
  });
});
