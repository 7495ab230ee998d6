import type { Locator, Page } from 'playwright-core';

/*
 * Focus through the cashier's shadow root (docs/adr/0004-shadow-root.md): while focus is inside it,
 * `document.activeElement` is the cashier's element in the page, not the control that has focus. These read the
 * element that really has focus, wherever it is.
 */

/** The focused element through open shadow roots (runs in the page: no closure, no import). */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether the element has focus (its tree's active element: the shadow root's inside the cashier). */
export const hasFocus = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => (element.getRootNode() as Document | ShadowRoot).activeElement === element);

/** Whether focus is on the element or inside it. */
export const holdsFocus = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => element.contains((element.getRootNode() as Document | ShadowRoot).activeElement));

/** What `read` makes of the focused element (null when nothing has focus). */
export async function readFocused<T>(page: Page, read: (element: Element | null) => T): Promise<T> {
  const handle = await page.evaluateHandle(deepActiveElement);
  try {
    return await handle.evaluate(read);
  } finally {
    await handle.dispose();
  }
}

/** Until `check` holds for the focused element (polled by the page on each frame). */
export async function waitForFocused(
  page: Page,
  check: (element: Element | null) => boolean,
  timeout = 10_000,
): Promise<void> {
  await page.waitForFunction(`(${check.toString()})((${deepActiveElement.toString()})())`, undefined, { timeout });
}
