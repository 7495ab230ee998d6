import type { Page } from 'playwright-core';
import { CASHIER_COLOR_SCHEME_KEY } from '../../host-demo/src/config/cashierColorScheme';
import { DEFAULT_BASENAME } from '../../contracts/host/props';
import { cashPath, cashRouteTable } from '../../src/app/routeTable';
import { watchPage, type Browser } from '../e2e/browser';
import { untilEmptied, type CasePages } from '../e2e/casePage';
import { login } from '../e2e/host';
import type { Stack } from '../e2e/stack';
import { trackRequests, waitForQuiet, waitUntil, type RequestTracker } from '../faults/quiet';
import { axeViolations } from './axe';
import { layoutViolations } from './layout';
import { CASHIER_SCOPE, errorRecorder, turnScheme } from './sweep';
import { clientNavigate } from './navigation';
import { hasCashierDialog, hostDialogOpen, installHelpers } from './pageHelpers';
import { CHECKS, ran, skipped, type CheckName, type CheckResult, type TargetResult } from './types';

/*
 * The route × player walk (docs/testing.md, "The accessibility sweep"; issue [14]): for one sandbox player, one page
 * signed in as that player walks every route of the route table in-app (the host's router, as a link would), and
 * on each screen runs the layout check at 375 and 1280 px (sideways overflow, tap targets under 44 × 44 px, the
 * title said twice, raw keys) and axe in the light and the dark scheme, scoped to the cashier's element. axe runs
 * once per distinct screen: a screen whose cashier DOM (elements, their attributes and which of them hold text) is
 * the same as one already checked in that scheme during this walk reports the route where it ran instead of running
 * again (a suspended player's gate on every route, the result screens with no payment to show), and the scheme is
 * not turned for a screen whose dark pass ran already. Per walk, so a run checks the same screens whichever worker
 * walks which player. The walk reports two rows per route: `walk <route> · <player>` (layout, axe) and `… · dark`
 * (axe).
 */

/** After the first route (the entry: init, cash data, the geo check 500 ms later) the page must be quiet this long. */
const ENTRY_QUIET_MS = 1_100;
/** After an in-app move between cash screens. */
const MOVE_QUIET_MS = 300;
const QUIET_MAX_MS = 5_800;

/** Every column but the given ones, as not applicable (the walk runs layout and axe only). */
const others = (done: readonly CheckName[], note: string): CheckResult[] =>
  CHECKS.filter((check) => !done.includes(check)).map((check) => skipped(check, note));

/**
 * A digest of the cashier's DOM as axe sees it: every element with its attributes (an id, or an attribute naming
 * ids, by whether each id resolves, since generated ids differ between renders) and whether each text node has
 * text. Installed as a string for the reason pageHelpers.ts gives.
 */
const DIGEST = String.raw`(() => {
  var host = document.querySelector('[data-cashier-root]');
  var root = host && host.shadowRoot;
  if (!root) return '';
  var REFS = /^(for|aria-labelledby|aria-describedby|aria-controls|aria-owns|aria-activedescendant|aria-errormessage|aria-details|headers)$/;
  var out = [];
  var walk = function (node, depth) {
    node.childNodes.forEach(function (child) {
      if (child.nodeType === 3) {
        if (child.textContent.trim()) out.push(depth + '#text');
        return;
      }
      if (child.nodeType !== 1) return;
      var attrs = [];
      Array.prototype.forEach.call(child.attributes, function (attr) {
        if (attr.name === 'id') attrs.push('id');
        else if (REFS.test(attr.name))
          attrs.push(attr.name + '=' + attr.value.split(/\s+/).map(function (id) { return root.getElementById(id) ? 1 : 0; }).join(''));
        else attrs.push(attr.name + '=' + attr.value);
      });
      out.push(depth + child.tagName + '[' + attrs.join(',') + ']');
      if (child.tagName !== 'IFRAME') walk(child, depth + 1);
    });
  };
  walk(root, 0);
  var text = out.join('\n');
  var hash = 0;
  for (var i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return text.length + ':' + hash;
})()`;

/** What the page shows once a move has settled. */
type Showing = 'dialog' | 'host-dialog' | 'nothing';

/** Waits until the cashier shows a screen that is not loading (or a host dialog, or nothing), then for quiet. */
async function settle(page: Page, requests: RequestTracker, quietMs: number): Promise<Showing> {
  await waitForQuiet(requests, { windowMs: quietMs, timeoutMs: QUIET_MAX_MS });
  await waitUntil(
    () =>
      page.evaluate(
        () =>
          !document
            .querySelector('[data-cashier-root]')
            ?.shadowRoot?.querySelector('[data-cashier-loading], [aria-busy="true"]'),
      ),
    QUIET_MAX_MS,
  );
  await installHelpers(page);
  if (await hostDialogOpen(page)) return 'host-dialog';
  return (await hasCashierDialog(page)) ? 'dialog' : 'nothing';
}

/**
 * axe on the cashier's element unless this walk already checked the same screen in this scheme: `seen` maps
 * `<scheme> <digest of the light DOM>` to the row that ran it (a screen's dark DOM follows from its light DOM, so the
 * dark pass of a screen already checked needs no turn of the scheme either).
 */
async function axeOnce(page: Page, seen: Map<string, string>, key: string, rowId: string): Promise<CheckResult> {
  const first = seen.get(key);
  if (first !== undefined) return skipped('axe', `the same cashier DOM as ${first}, checked there`);
  seen.set(key, rowId);
  return ran('axe', await axeViolations(page, CASHIER_SCOPE));
}

/**
 * One player's walk: a clean sandbox, cookies and tab, signed in as `player`, the host page opened, then every route
 * by in-app navigation. Page errors, CSP violations and XSS tripwire hits are the errors of the route they happened
 * on; a harness failure ends the walk, the routes not reached are errors too.
 */
export async function walkRoutes(
  browser: Browser,
  pages: CasePages,
  stack: Stack,
  player: string,
): Promise<TargetResult[]> {
  // The screens this walk has run axe on, by scheme and digest (axeOnce).
  const seen = new Map<string, string>();
  const page = await pages.next(browser.context);
  stack.sandbox.admin.reset();
  await browser.context.clearCookies();
  const rows: TargetResult[] = [];
  const watch = watchPage(page);
  const recorded = errorRecorder(browser, () => watch);
  const rowFor = (id: string, path: string): TargetResult => {
    const row: TargetResult = {
      target: { id, player, path, expectDialog: false, keyboard: false },
      results: [],
      errors: [],
    };
    rows.push(row);
    return row;
  };

  let routeIndex = 0;
  try {
    await login(browser.context, stack, player);
    // The cashier follows the page's preferred scheme (`auto`), so one page checks both schemes.
    untilEmptied(
      page,
      await page.addInitScript(([key]) => window.localStorage.setItem(key, 'auto'), [
        CASHIER_COLOR_SCHEME_KEY,
      ] as const),
    );
    await page.goto(`${stack.hostUrl}/`);
    await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready', undefined, {
      timeout: 15_000,
    });
    const requests = trackRequests(page);
    for (; routeIndex < cashRouteTable.length; routeIndex += 1) {
      const route = cashRouteTable[routeIndex];
      if (!route) break;
      const path = cashPath(DEFAULT_BASENAME, route.example);
      const id = `walk ${route.id} · ${player}`;
      const light = rowFor(id, path);
      const dark = rowFor(`${id} · dark`, path);
      await clientNavigate(page, path);
      const showing = await settle(page, requests, routeIndex === 0 ? ENTRY_QUIET_MS : MOVE_QUIET_MS);
      if (showing !== 'dialog') {
        const note = showing === 'host-dialog' ? 'a host dialog is above the cashier' : 'no cashier dialog showing';
        light.results = others([], note);
        dark.results = others([], note);
      } else {
        const layout = await layoutViolations(page);
        const digest = String(await page.evaluate(DIGEST));
        light.results = [
          ran('layout', layout),
          await axeOnce(page, seen, `light ${digest}`, id),
          ...others(['layout', 'axe'], 'the walk: layout and axe'),
        ];
        recorded(light);
        const darkFirst = seen.get(`dark ${digest}`);
        if (darkFirst !== undefined) {
          dark.results = others([], `the same cashier DOM as ${darkFirst}, checked there`);
        } else {
          const toDark = await turnScheme(page, 'dark');
          const darkAxe = await axeOnce(page, seen, `dark ${digest}`, `${id} · dark`);
          darkAxe.violations.unshift(...toDark);
          dark.results = [darkAxe, ...others(['axe'], 'the walk: axe in the dark scheme')];
          dark.errors.push(...(await turnScheme(page, 'light')).map((problem) => `harness: ${problem}`));
        }
      }
      recorded(dark);
    }
  } catch (error) {
    const last = rows[rows.length - 1] ?? rowFor(`walk · ${player}`, '/');
    last.errors.push(`harness: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    recorded(last);
    for (const route of cashRouteTable.slice(routeIndex + 1))
      rowFor(`walk ${route.id} · ${player}`, cashPath(DEFAULT_BASENAME, route.example)).errors.push(
        'harness: not reached (an earlier route of the walk failed)',
      );
  }
  return rows;
}
