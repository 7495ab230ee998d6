import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The window property that says axe-core is loaded (and wrapped, below) in this document. */
const LOADED = '__e2eAxeLoaded';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Loads axe-core into the page. Evaluated over CDP, so a page CSP does not block the script; but to read the CSS of
 * shadow roots (the cashier renders in one) axe copies their style tags into a scratch document, which inherits
 * the page's CSP: without the page's nonce those copies are refused and the page logs a violation. While axe runs,
 * the style elements it creates get the nonce of the page's own nonced style or script (none on a page without CSP).
 */
export async function loadAxe(page: Page): Promise<void> {
  // Once per document: the a11y sweep runs axe several times in one document (both schemes, both widths, every
  // screen of a route walk), and each evaluation of the 560 KB source compiled it again.
  if (await page.evaluate((loaded) => loaded in window, LOADED)) return;
  await page.evaluate(axeSource);
  await page.evaluate((loaded) => {
    const axe = (window as unknown as { axe: { run(...args: unknown[]): Promise<unknown> } }).axe;
    const run = axe.run.bind(axe);
    axe.run = async (...args: unknown[]) => {
      const nonce = document.querySelector<HTMLElement>('style[nonce], script[nonce]')?.nonce ?? '';
      const create = Document.prototype.createElement;
      Document.prototype.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
        const element = create.call(this, tag, options);
        if (nonce && tag.toLowerCase() === 'style') element.setAttribute('nonce', nonce);
        return element;
      } as typeof create;
      try {
        return await run(...args);
      } finally {
        Document.prototype.createElement = create;
      }
    };
    // Marked only once wrapped: a load that failed half-way is tried again by the next run.
    Object.defineProperty(window, loaded, { value: true });
  }, LOADED);
}

/** The longest runAxe waits for the page's finite animations to end (the overlay's fade is 200 ms). */
const SETTLE_CAP_MS = 2_000;

/**
 * Runs axe-core (WCAG 2.0/2.1/2.2 A and AA) in the page, shadow roots included (see loadAxe), on the page as it
 * settles: first it waits for every running animation and transition that ends (the overlay's 200 ms fade-in, a
 * closing fade), never for an endless one (a spinner, a skeleton's pulse). Mid-fade, text is drawn at part of its
 * opacity and axe reports its contrast against the page behind; a screen that renders within the fade (a fast
 * machine, a warm cache) made such a run fail at random (docs/testing.md, "axe on a settled page").
 */
export async function runAxe(page: Page, selector?: string): Promise<AxeViolation[]> {
  await loadAxe(page);
  await page.evaluate(async (capMs) => {
    // Chromium's document.getAnimations() leaves out the animations of shadow trees (the cashier renders in one):
    // every open shadow root is asked too.
    const roots: (Document | ShadowRoot)[] = [document];
    for (let index = 0; index < roots.length; index += 1) {
      for (const element of roots[index].querySelectorAll('*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    const ending = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
    if (ending.length === 0) return;
    const finished = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, capMs))]);
  }, SETTLE_CAP_MS);
  return page.evaluate(async (context) => {
    type AxeResult = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe;
    const result = await axe.run(context ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, selector ?? null);
}
