import type { Page } from 'playwright-core';

/**
 * In-page helpers for the keyboard checks, installed as a plain script string: tsx (esbuild keepNames) wraps
 * named functions in `__name()`, which the page does not have, so functions passed to page.evaluate stay tiny.
 *
 * - `scope()`: the modal the keyboard must stay in: the innermost visible cashier dialog holding focus, else
 *   the last visible one (a popup inside the overlay is its own modal); null when the cashier shows none.
 * - `tabbables(scope)`: elements a Tab press can land on, in DOM order (tabindex ≥ 0 ordering is not used by
 *   the kit; a positive tabindex would be an axe violation anyway).
 * - `tag()`: numbers every tabbable of the scope (`data-a11y-tab`), so steps can be compared by identity.
 * - `where()`: where focus is: the tag, whether inside the scope, and a short description.
 * - `ring(el)`: the computed outline and box-shadow, the two ways the kit draws a focus indicator;
 *   `rest()` records every tabbable's ring while none has focus, `focusedRing()` pairs the focused one's with it.
 * - `hostDialogOpen()`: a native host `<dialog open>` (sign-in, terms) sits above the cashier.
 * - `hostSheets(enabled)`: switches the host page's own style sheets off and on (the cashier's stay on).
 */
const HELPERS = String.raw`(() => {
  if (window.__a11y) return;
  var ROOT = '[data-cashier-root]';
  var TABBABLE = 'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [tabindex], [contenteditable=""], [contenteditable="true"], audio[controls], video[controls]';
  // Scripted controls with no tabindex: a keyboard user cannot reach them, so they are listed to fail the reach check.
  var SCRIPTED = '[role="button"], [role="link"], [role="checkbox"], [role="switch"]';
  var rings = new WeakMap();
  // The cashier renders in an open shadow root under its ROOT element (docs/adr/0004-shadow-root.md): focus and
  // its dialogs are read through it.
  var activeEl = function () {
    var active = document.activeElement;
    while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
    return active;
  };
  var inCashier = function (el) {
    var root = el.getRootNode();
    return !!((root.host && root.host.closest(ROOT)) || el.closest(ROOT));
  };
  var visible = function (el) {
    if (el.getClientRects().length === 0) return false;
    var style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  var tabbable = function (el) {
    if (el.matches(':disabled') || el.closest('[inert]')) return false;
    var attr = el.getAttribute('tabindex');
    if (attr !== null && Number(attr) < 0) return false;
    return visible(el);
  };
  var describe = function (el) {
    if (!el || el === document.body) return 'body';
    var name = (el.getAttribute('aria-label') || el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
    var id = el.id ? '#' + el.id : '';
    var role = el.getAttribute('role') ? '[role=' + el.getAttribute('role') + ']' : '';
    var place = inCashier(el) ? 'cashier ' : 'host ';
    return place + el.tagName.toLowerCase() + id + role + (name ? ' "' + name + '"' : '');
  };
  var api = {
    scope: function () {
      var host = document.querySelector(ROOT);
      var root = host && host.shadowRoot;
      if (!root) return null;
      var dialogs = Array.prototype.filter.call(root.querySelectorAll('[role="dialog"], [role="alertdialog"]'), visible);
      var active = activeEl();
      var holding = dialogs.filter(function (d) { return d.contains(active); });
      if (holding.length > 0) return holding[holding.length - 1];
      return dialogs.length > 0 ? dialogs[dialogs.length - 1] : null;
    },
    tabbables: function (scope) {
      return Array.prototype.filter.call(scope.querySelectorAll(TABBABLE + ', ' + SCRIPTED), tabbable);
    },
    hostTabbables: function () {
      return Array.prototype.filter.call(document.querySelectorAll(TABBABLE), function (el) {
        return !el.closest(ROOT) && tabbable(el);
      });
    },
    tag: function () {
      var scope = api.scope();
      if (!scope) return [];
      scope.getRootNode().querySelectorAll('[data-a11y-tab]').forEach(function (el) { el.removeAttribute('data-a11y-tab'); });
      // A native radio group is one Tab stop (arrows move inside it): its radios share one tag.
      var names = [];
      var groups = {};
      api.tabbables(scope).forEach(function (el) {
        var group = el.tagName === 'INPUT' && el.type === 'radio' && el.name ? 'radio:' + el.name : null;
        var index = group !== null && groups[group] !== undefined ? groups[group] : names.length;
        if (index === names.length) {
          names.push(group ? describe(el) + ' (radio group "' + el.name + '")' : describe(el));
          if (group) groups[group] = index;
        }
        el.setAttribute('data-a11y-tab', String(index));
      });
      return names;
    },
    where: function () {
      var active = activeEl();
      var scope = api.scope();
      var tag = active && active.getAttribute ? active.getAttribute('data-a11y-tab') : null;
      return {
        tag: tag === null ? null : Number(tag),
        inside: !!(scope && active && scope.contains(active)),
        isScope: !!(scope && active === scope),
        description: describe(active),
      };
    },
    ring: function (el) {
      var style = getComputedStyle(el);
      var width = parseFloat(style.outlineWidth) || 0;
      return {
        outline: style.outlineStyle === 'none' || width === 0 ? 'none' : style.outlineStyle + ' ' + style.outlineWidth + ' ' + style.outlineColor,
        boxShadow: style.boxShadow,
        isFrame: el.tagName === 'IFRAME',
      };
    },
    rest: function () {
      rings = new WeakMap();
      var scope = api.scope();
      if (scope) api.tabbables(scope).forEach(function (el) { rings.set(el, api.ring(el)); });
    },
    focusedRing: function () {
      var el = activeEl();
      return el ? { focused: api.ring(el), rest: rings.get(el) || null } : null;
    },
    // Records, at the keyup of every Tab press (after its focus move: Tab moves focus on keydown), where focus is
    // and, the first time each tag is focused, its ring: one read of the log instead of a round trip per press.
    // A press whose keyup goes to a cross-origin frame's document (the card widget) is not recorded.
    // step() records the same for one press when the caller reads after each press (a walk through a frame).
    record: function (onKeyUp) {
      var log = [];
      var seen = {};
      var step = function () {
        var place = api.where();
        var first = place.tag !== null && !seen[place.tag];
        if (first) seen[place.tag] = true;
        log.push({ place: place, rings: first ? api.focusedRing() : null });
      };
      var listener = function (event) {
        if (event.key === 'Tab') step();
      };
      if (onKeyUp) window.addEventListener('keyup', listener, true);
      api.step = step;
      api.recorded = function () {
        window.removeEventListener('keyup', listener, true);
        return log;
      };
    },
    step: function () {},
    recorded: function () { return []; },
    focusScope: function () {
      var scope = api.scope();
      if (scope) scope.focus({ preventScroll: true });
      return !!scope && activeEl() === scope;
    },
    hostDialogOpen: function () {
      return Array.prototype.some.call(document.querySelectorAll('dialog[open]'), function (d) { return !d.closest(ROOT); });
    },
    hostSheets: function (enabled) {
      Array.prototype.forEach.call(document.styleSheets, function (sheet) {
        var owner = sheet.ownerNode;
        if (owner && owner.closest && !owner.closest(ROOT)) sheet.disabled = !enabled;
      });
    },
    describe: describe,
    active: activeEl,
  };
  window.__a11y = api;
})();`;

export interface FocusPlace {
  tag: number | null;
  inside: boolean;
  isScope: boolean;
  description: string;
}

export interface Ring {
  outline: string;
  boxShadow: string;
  isFrame: boolean;
}

interface A11yApi {
  scope(): HTMLElement | null;
  tabbables(scope: HTMLElement): HTMLElement[];
  hostTabbables(): HTMLElement[];
  tag(): string[];
  where(): FocusPlace;
  ring(el: Element): Ring;
  rest(): void;
  focusedRing(): { focused: Ring; rest: Ring | null } | null;
  focusScope(): boolean;
  record(onKeyUp: boolean): void;
  step(): void;
  recorded(): TabStep[];
  hostDialogOpen(): boolean;
  hostSheets(enabled: boolean): void;
  describe(el: Element | null): string;
  /** The focused element, through the cashier's shadow root. */
  active(): Element | null;
}

/** One Tab press as the page saw it: where focus went and, on the first visit of that tag, its rings. */
export interface TabStep {
  place: FocusPlace;
  rings: { focused: Ring; rest: Ring | null } | null;
}

type A11yWindow = Window & { __a11y: A11yApi };

export async function installHelpers(page: Page): Promise<void> {
  await page.evaluate(HELPERS);
}

export const hasCashierDialog = (page: Page) =>
  page.evaluate(() => (window as unknown as A11yWindow).__a11y.scope() !== null);
export const hostDialogOpen = (page: Page) =>
  page.evaluate(() => (window as unknown as A11yWindow).__a11y.hostDialogOpen());
export const tagTabbables = (page: Page) => page.evaluate(() => (window as unknown as A11yWindow).__a11y.tag());
export const focusPlace = (page: Page) => page.evaluate(() => (window as unknown as A11yWindow).__a11y.where());
/**
 * Focus rings are measured with the host's style sheets off: a host's global `:focus-visible` rule must not
 * be what makes the cashier's focus visible (another host may have none). The browser's default ring counts.
 */
export const hostSheets = (page: Page, enabled: boolean) =>
  page.evaluate((on) => (window as unknown as A11yWindow).__a11y.hostSheets(on), enabled);
export const focusScope = (page: Page) => page.evaluate(() => (window as unknown as A11yWindow).__a11y.focusScope());
/** Until focus is inside the scope (the topmost cashier dialog); throws after `timeoutMs`. */
export const waitForFocusInside = (page: Page, timeoutMs: number) =>
  page.waitForFunction(() => (window as unknown as A11yWindow).__a11y.where().inside, undefined, {
    timeout: timeoutMs,
  });

/**
 * Presses `key` (Tab or Shift+Tab) `presses` times and returns where focus went after each press (`record` above):
 * recorded by the page at each press's keyup, two protocol messages per press and one read at the end. With a
 * cross-origin frame in the scope (`throughFrame`), the keyup of a press that lands in the frame goes to the frame's
 * document, so the page is asked after each press instead.
 */
export async function tabWalk(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  presses: number,
  throughFrame: boolean,
): Promise<TabStep[]> {
  await page.evaluate((onKeyUp) => (window as unknown as A11yWindow).__a11y.record(onKeyUp), !throughFrame);
  for (let press = 1; press <= presses; press += 1) {
    await page.keyboard.press(key);
    if (throughFrame) await page.evaluate(() => (window as unknown as A11yWindow).__a11y.step());
  }
  return page.evaluate(() => (window as unknown as A11yWindow).__a11y.recorded());
}

/** Records the ring of every tabbable while none of them has focus (the scope itself does). */
export const restRings = (page: Page) => page.evaluate(() => (window as unknown as A11yWindow).__a11y.rest());

/**
 * Tries to reach the host page while the cashier is open: focuses each host tabbable from script (focus must
 * come back into the cashier) and hit-tests the centre of each one inside the viewport (the overlay must cover
 * it, so a pointer cannot reach it). Returns what escaped.
 */
export const probeHost = (page: Page) =>
  page.evaluate(async () => {
    const api = (window as unknown as A11yWindow).__a11y;
    const escaped: string[] = [];
    const hosts = api.hostTabbables();
    for (const el of hosts) {
      el.focus({ preventScroll: true });
      // One task for the cashier's focus trap to take focus back (its focusin handler), not a timed wait.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const scope = api.scope();
      if (!scope || !scope.contains(api.active())) escaped.push(`focus() kept on ${api.describe(api.active())}`);
    }
    for (const el of hosts) {
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && !hit.closest('[data-cashier-root]')) escaped.push(`pointer reaches ${api.describe(el)}`);
    }
    // Put focus back inside for the checks that follow.
    api.focusScope();
    return { escaped, probed: hosts.length };
  });
