import type { Page } from 'playwright-core';
import { RAW_KEY } from '../support/rawKey';

/**
 * The layout check of the sweep (docs/testing.md, "The accessibility sweep"): what a player sees of the cashier's
 * dialogs at a phone's width and at a desktop's, read from the rendered page:
 *
 * - **overflow**: the page scrolls sideways, a scroll container of the cashier scrolls sideways, or an element
 *   of a dialog reaches past the viewport's edge;
 * - **tap target** (at the phone width only, WCAG 2.5.5's 44 × 44 px): an operable element smaller than that
 *   (a visually hidden radio or checkbox is measured by its label, the thing a finger presses). A link inside a
 *   sentence is WCAG's inline exception;
 * - **title twice**: a heading of a dialog's body saying what its header's title already says, in the same or other
 *   words (every word of the title, by its stem, in the heading);
 * - **raw text**: an i18n key (test/support/rawKey.ts), a `{placeholder}`, `NaN` or `undefined` on screen.
 *
 * Installed as a plain script string for the reason pageHelpers.ts gives (tsx's `__name` wrapper).
 */
const LAYOUT = String.raw`(() => {
  if (window.__layout) return;
  var ROOT = '[data-cashier-root]';
  var OPERABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="switch"], [role="tab"], [tabindex="0"]';
  var HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
  var words = function (el) { return (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim(); };
  var visible = function (el) {
    if (el.getClientRects().length === 0) return false;
    var style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
  };
  // Visually hidden (the kit's sr-only pattern): 1 px boxes that only a screen reader reads.
  var srOnly = function (el) {
    var box = el.getBoundingClientRect();
    return box.width <= 1 || box.height <= 1;
  };
  var describe = function (el) {
    var name = (el.getAttribute('aria-label') || words(el)).slice(0, 40);
    return el.tagName.toLowerCase() + (el.getAttribute('role') ? '[role=' + el.getAttribute('role') + ']' : '') + (name ? ' "' + name + '"' : '');
  };
  var size = function (box) { return Math.round(box.width) + '×' + Math.round(box.height) + ' px'; };
  // A link in running text: inline, with words of its own block around it.
  var inlineLink = function (el) {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    var block = el.parentElement;
    return !!block && words(block).length > words(el).length;
  };
  var dialogs = function () {
    var host = document.querySelector(ROOT);
    var root = host && host.shadowRoot;
    if (!root) return [];
    return Array.prototype.filter.call(root.querySelectorAll('[role="dialog"], [role="alertdialog"]'), visible);
  };
  window.__layout = function (phone) {
    var found = [];
    var width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      found.push('overflow: the page is ' + document.documentElement.scrollWidth + ' px wide in a ' + width + ' px viewport');
    dialogs().forEach(function (dialog) {
      var label = dialog.getAttribute('aria-labelledby');
      var titleEl = label ? dialog.getRootNode().getElementById(label) : null;
      var title = titleEl ? words(titleEl) : '';
      var where = '"' + (title || 'untitled dialog') + '": ';
      var all = dialog.querySelectorAll('*');
      for (var i = 0; i < all.length; i++) {
        var el = all[i];
        if (!visible(el) || srOnly(el)) continue;
        var style = getComputedStyle(el);
        if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1)
          found.push('overflow: ' + where + describe(el) + ' scrolls sideways (' + el.scrollWidth + ' px of content in ' + el.clientWidth + ')');
        var box = el.getBoundingClientRect();
        if (box.right > width + 1 || box.left < -1) {
          // Only the outermost offender: its children are past the edge because it is.
          var parentBox = el.parentElement ? el.parentElement.getBoundingClientRect() : null;
          if (!parentBox || (parentBox.right <= width + 1 && parentBox.left >= -1))
            found.push('overflow: ' + where + describe(el) + ' reaches past the viewport (' + Math.round(box.left) + '…' + Math.round(box.right) + ' px of ' + width + ')');
        }
      }
      if (phone) {
        Array.prototype.forEach.call(dialog.querySelectorAll(OPERABLE), function (el) {
          if (el.matches(':disabled') || el.closest('[inert]') || el.getAttribute('tabindex') === '-1') return;
          // A radio or checkbox is pressed through its label (the kit's cards and chips are the label): the label
          // is the target. Any other control that only a screen reader reads is not a target.
          var target = el;
          var choice = el.tagName === 'INPUT' && (el.type === 'radio' || el.type === 'checkbox');
          if (choice) target = el.closest('label') || (el.id && dialog.querySelector('label[for="' + el.id + '"]')) || el;
          if (!visible(target) || srOnly(target)) return;
          if (inlineLink(target)) return;
          var box = target.getBoundingClientRect();
          if (box.width < 43.5 || box.height < 43.5)
            found.push('tap target: ' + where + describe(target) + ' is ' + size(box) + ' (44 × 44 px at the least)');
        });
      }
      if (title) {
        // The same title in other words: every word of the header's title (by its stem, its first five letters;
        // small words aside) stands in the heading: "Redeem your winnings" under "Redeem winnings", "Verify your
        // identity" under "Identity verification", "Thank you!" under "Thank you".
        var SMALL = { a: 1, an: 1, the: 1, to: 1, of: 1, your: 1, you: 1, our: 1, my: 1, and: 1, for: 1, few: 1 };
        var stems = function (text) {
          return text.toLowerCase().split(/[^a-z0-9]+/).filter(function (word) { return word && !SMALL[word]; })
            .map(function (word) { return word.slice(0, 5); });
        };
        var titleStems = stems(title);
        Array.prototype.forEach.call(dialog.querySelectorAll(HEADING), function (heading) {
          if (heading === titleEl || !visible(heading) || srOnly(heading)) return;
          // A heading of a dialog inside this one (a popup) is that dialog's, checked against its own title.
          if (heading.parentElement && heading.parentElement.closest('[role="dialog"], [role="alertdialog"]') !== dialog) return;
          var headingStems = stems(words(heading));
          if (titleStems.length > 0 && titleStems.every(function (stem) { return headingStems.indexOf(stem) >= 0; }))
            found.push('title twice: ' + where + 'a ' + heading.tagName.toLowerCase() + ' of the body says it again');
        });
      }
      var text = words(dialog);
      var raw = (text.match(new RegExp(${JSON.stringify(RAW_KEY.source)}, 'g')) || [])
        .concat(text.match(/\{[a-zA-Z_]+\}|\bNaN\b|\bundefined\b/g) || []);
      raw.forEach(function (bit) { found.push('raw text: ' + where + '"' + bit + '" on screen'); });
    });
    return found;
  };
})();`;

type LayoutWindow = Window & { __layout: (phone: boolean) => string[] };

/** The widths the check looks at: a common phone's, and the desktop width every other check of the sweep uses. */
export const LAYOUT_WIDTHS = [
  { name: '375', width: 375, height: 812, phone: true },
  { name: '1280', width: 1280, height: 900, phone: false },
] as const;

/** Two frames: the resize's media queries applied, and any re-render they cause painted. */
export const settleFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Runs the check at each width (the phone's first), leaving the page at the size it had. Each problem is prefixed
 * with its width. `atPhone` runs while the page is at the phone's width, after the check there (the sweep's axe at
 * 375 px).
 */
export async function layoutViolations(page: Page, atPhone?: () => Promise<void>): Promise<string[]> {
  const original = page.viewportSize();
  await page.evaluate(LAYOUT);
  const found: string[] = [];
  try {
    for (const { name, width, height, phone } of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height });
      await settleFrames(page);
      const problems = await page.evaluate((isPhone) => (window as unknown as LayoutWindow).__layout(isPhone), phone);
      found.push(...problems.map((problem) => `${name} px: ${problem}`));
      if (phone) await atPhone?.();
    }
  } finally {
    if (original) await page.setViewportSize(original);
    await settleFrames(page);
  }
  return [...new Set(found)];
}
