import { PLAYER_IDS } from '@host-demo/sandbox/account/players';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { queryAllInPage, queryInPage } from '@test/support/screen';
import { RAW_KEY } from '@test/support/rawKey';
import type * as ReactModule from 'react';
import type * as RouterModule from 'react-router-dom';
import type * as CashierRootModule from '@/app/CashierRoot';
import type * as ReactTestingLibrary from '@testing-library/react';
import { DEFAULT_BASENAME } from '@contracts/host/props';
import { cashPath, cashRouteTable, type CashRouteEntry } from '@/app/routeTable';

/*
 * Every route of the route table opened cold, for every sandbox player: a fresh cashier in a fresh module graph (no
 * chunk of another route loaded first, so no other route's English registered: a reload, a return from a provider's
 * page, an old link), read once the screen has settled. What shows (the route's screen, a gate, the host's sign-in)
 * has only words on it: no raw message key, no `{placeholder}` left, no NaN or undefined, in the dialog's text and its
 * header title alike.
 */

const PLACEHOLDER = /\{[a-zA-Z0-9_]+\}/g;
const BROKEN_VALUE = /\b(?:NaN|undefined)\b/g;

// The cashier is required afresh for each test (below): its Testing Library is cleaned up here, not by the auto
// cleanup, which would register a hook inside a running test. Set when this module loads, before any test file
// requires Testing Library.
process.env.RTL_SKIP_AUTO_CLEANUP = 'true';

/** An element's text nodes, one per line (textContent runs neighbours together: "progress." + "Choose…"). */
function textOf(element: Node): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join('\n');
}

/** What the player reads: the dialog's text and its header title (its accessible name), or the page's when none. */
function shownText(): { title: string; text: string } {
  const dialog = queryInPage('[role="dialog"]');
  if (!dialog) return { title: '', text: textOf(document.body) };
  const titleId = dialog.getAttribute('aria-labelledby');
  const root = dialog.getRootNode() as ParentNode;
  const titleElement = titleId ? root.querySelector(`[id="${titleId}"]`) : null;
  return { title: titleElement ? textOf(titleElement) : '', text: textOf(dialog) };
}

function problemsIn(where: string, text: string): string[] {
  return [RAW_KEY, PLACEHOLDER, BROKEN_VALUE].flatMap((pattern) =>
    [...new Set(text.match(pattern) ?? [])].map((found) => `${where}: ${found}`),
  );
}

/**
 * Libraries the cashier imports, kept across the fresh module graphs: they hold no state of the cashier's, and
 * evaluating them (React DOM's development build above all) again for each of the 224 cases took most of the file's
 * time (100 s; 48 s with them kept). Only the cashier's own modules (src/, contracts/) load afresh.
 */
const KEPT_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'styled-components',
  'valibot',
  '@testing-library/react',
  '@testing-library/dom',
];

/** The deposit area's routes (its packages and payment, and the results): half the route table. */
export const isDepositRoute = (route: CashRouteEntry) => route.flow === 'deposit' || route.flow === 'results';

/**
 * Declares the cases of the routes `which` keeps, every route × every sandbox player (src/app/coldRoutes.*.test.tsx:
 * the route table in two files, so jest's two workers share the 224 cases instead of one running them all at the
 * end of the run).
 */
export function describeColdRoutes(which: (route: CashRouteEntry) => boolean): void {
  const { sandbox } = setUpCashierTest({ player: null });
  let cleanup: (() => void) | null = null;
  afterEach(() => {
    cleanup?.();
    cleanup = null;
  });
  const keptLibraries = KEPT_LIBRARIES.map((name) => [name, jest.requireActual<object>(name)] as const);
  const cases = cashRouteTable
    .filter(which)
    .flatMap((route) => PLAYER_IDS.map((player) => [route.id, player, route.example] as const));

  describe('every route opened cold, for every sandbox player', () => {
    it.each(cases)('%s · %s: only words on screen, in the dialog and its title', async (_routeId, player, example) => {
      sandbox.admin.loginAs(player);
      // A fresh module graph: the app, its bundled English and every chunk load as in a page that opened here.
      jest.resetModules();
      for (const [name, library] of keptLibraries) jest.doMock(name, () => library);
      const { createElement } = jest.requireActual<typeof ReactModule>('react');
      const { MemoryRouter } = jest.requireActual<typeof RouterModule>('react-router-dom');
      const { CashierRoot } = jest.requireActual<typeof CashierRootModule>('@/app/CashierRoot');
      const {
        render,
        cleanup: unmount,
        act,
        waitFor,
      } = jest.requireActual<typeof ReactTestingLibrary>('@testing-library/react');
      cleanup = unmount;
      // As renderCashier (test/support) mounts it, without user-event (which, required inside a test, adds hooks).
      render(
        createElement(
          MemoryRouter,
          { initialEntries: [cashPath(DEFAULT_BASENAME, example)] },
          createElement(CashierRoot, { props: { apiBaseUrl: 'http://localhost', requestTimeoutMs: 2000 } }),
        ),
      );

      // Settled: something shows (the dialog, or the host page without it) and no loader is left in it.
      await waitFor(() => {
        expect(queryInPage('[role="dialog"]')).not.toBeNull();
        expect(queryAllInPage('[data-cashier-loading]')).toHaveLength(0);
      }, T).catch(async () => {
        // Some players are sent elsewhere on open (the host's terms): then read the host page, once the loaders are gone.
        await waitFor(() => expect(queryAllInPage('[data-cashier-loading]')).toHaveLength(0), T);
      });
      // The header follows the screen's state in an effect: let it land.
      await act(async () => undefined);

      const { title, text } = shownText();
      expect([...problemsIn('title', title), ...problemsIn('text', text)]).toEqual([]);
    });
  });
}
