import assert from 'node:assert/strict';
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { xssPayloadFor } from '../../host-demo/sandbox/xss';
import type { Browser } from './browser';
import { login, openHost } from './host';
import type { Stack } from './stack';

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
    // The page and the cashier's shadow root (where its screens render), and any other open shadow root.
    const roots: ParentNode[] = [document];
    for (let index = 0; index < roots.length; index += 1) {
      for (const element of roots[index]?.querySelectorAll('*') ?? [])
        if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    return selectors.filter((selector) => roots.some((root) => root.querySelector(selector) !== null));
  });
}

/**
 * Waits until the text of `scope` (a selector inside the cashier's shadow root; its dialog unless told) holds EVERY
 * one of `payloads` literally (a payload
 * parsed as markup loses its tags from the text, so it never counts), then checks that no element or attribute only
 * a parsed payload could make is on the page. Fails naming the payloads not shown as text.
 */
export async function showsLiterally(
  page: Page,
  payloads: readonly string[],
  where: string,
  scope = '[role="dialog"]',
): Promise<void> {
  assert.ok(payloads.length > 0, `${where}: no payloads to look for`);
  const missing = () =>
    page.evaluate(
      ({ expected, selector }) => {
        const root = document.querySelector('[data-cashier-root]')?.shadowRoot;
        const text = Array.from(root?.querySelectorAll(selector) ?? [], (node) => node.textContent ?? '').join('\n');
        return expected.filter((payload) => !text.includes(payload));
      },
      { expected: payloads, selector: scope },
    );
  await expect.poll(missing, { message: `${where}: every payload is shown as text`, timeout: 10_000 }).toEqual([]);
  assert.deepEqual(await injectedMarkup(page), [], `${where}: no markup parsed from server strings`);
}

/** The cashier's dialog, the scope the XSS checks read. */
export const CASHIER = '[data-cashier-root] [role="dialog"]';

/** The corpus payload the sandbox puts into `field` of `call`'s answer in XSS mode. */
export const payloadOf = (call: { id: string }, field: string): string => xssPayloadFor(`${call.id}.${field}`);

/** Signs `player` in, sets the sandbox's XSS mode and opens `pathname` in the host-demo, cashier dialog shown. */
export async function openWithXss(
  stack: Stack,
  browser: Browser,
  player: string,
  pathname: string,
  xss: boolean,
): Promise<Page> {
  stack.sandbox.admin.setXssMode(xss);
  await login(browser.context, stack, player);
  const { page } = await openHost(browser.context, stack, pathname);
  await page.locator(CASHIER).waitFor({ timeout: 15_000 });
  return page;
}
