import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/*
 * What the XSS corpus checks look for in a page (host-demo/sandbox/xss.ts): the payloads read as literal text and
 * none of them was parsed into markup. Used by security.e2e.ts (shell and deposit), account-xss.e2e.ts and redeem-xss.e2e.ts.
 */

/** Elements or attributes only a parsed payload could have produced. */
export function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors = [
      'img[src="x"]',
      '[onerror]',
      '[onload]',
      '[onfocus]',
      '[ontoggle]',
      '[onmouseover]',
      'a[href^="javascript:"]',
      'iframe[srcdoc]',
      'mglyph',
      'script:not([src])',
    ];
    return selectors.filter((selector) => document.querySelector(selector) !== null);
  });
}

/**
 * Waits until the text of `scope` (the cashier dialog unless told) holds one of `payloads` literally; fails naming
 * them otherwise.
 */
export async function showsLiterally(page: Page, payloads: readonly string[], where: string, scope = '[data-cashier-root] [role="dialog"]'): Promise<void> {
  await page
    .waitForFunction(
      ({ expected, selector }) => {
        const text = Array.from(document.querySelectorAll(selector), (node) => node.textContent ?? '').join('\n');
        return expected.some((payload) => text.includes(payload));
      },
      { expected: payloads, selector: scope },
      { timeout: 10_000 },
    )
    .catch(() => assert.fail(`${where}: none of ${JSON.stringify(payloads)} is shown as text`));
  await page.waitForTimeout(300);
  assert.deepEqual(await injectedMarkup(page), [], `${where}: no markup parsed from server strings`);
}
