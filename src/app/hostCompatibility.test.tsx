import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { expectConsole } from '@test/support/console';
import type { CashierApp } from '@/exposes/CashierApp';
import type { mount } from '@/exposes/mount';
import {
  CONTAINER_NAME,
  hostProblem,
  type hostCompatible,
  type HostEnvironment,
  type ShareScope,
} from './hostCompatibility';

type Globals = typeof globalThis & {
  __reactRouterVersion?: unknown;
  __webpack_require__?: { S?: unknown };
  IS_REACT_ACT_ENVIRONMENT?: boolean;
};
const globals = globalThis as Globals;

const README = '(README, "Federation config"); the cashier is not shown.';

/** A host that fits: every singleton above its floor, shared by the host and used by host and cashier. */
const fits: HostEnvironment = {
  versions: { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', 'styled-components': '6.6.0' },
  routerBeforeCashier: '7.18.5',
  shareScope: {
    react: { '19.3.1': { from: 'react_host', useIn: ['react_host', CONTAINER_NAME] } },
    'react-router-dom': { '7.18.5': { from: 'react_host', useIn: ['react_host', CONTAINER_NAME] } },
  },
};
const withVersions = (versions: Partial<HostEnvironment['versions']>): HostEnvironment => ({
  ...fits,
  versions: { ...fits.versions, ...versions },
});
/** The cashier's own copy of `pkg`, used by the cashier alone: the host did not share it. */
const ownCopy = (pkg: string, others: string[] = []): ShareScope => ({
  ...fits.shareScope,
  [pkg]: { '19.3.1': { from: CONTAINER_NAME, useIn: [...others, CONTAINER_NAME] } },
});

describe('hostProblem (the comparison)', () => {
  it('finds nothing for a host at or above every floor, whichever expose asks', () => {
    for (const environment of [
      fits,
      withVersions({
        react: '19.2.0',
        'react-dom': '19.2.0',
        'react-router-dom': '7.0.0',
        'styled-components': '6.4.0',
      }),
      // A prerelease of a floor has its APIs; react-router v7 sets its full version, a bare major is read as x.0.0.
      withVersions({ react: '19.2.0-canary-3b2a4f9c-20250930', 'react-dom': '19.2.0-rc.1', 'react-router-dom': '7' }),
      withVersions({
        react: '20.0.0',
        'react-dom': '20.0.0',
        'react-router-dom': '7.6.0',
        'styled-components': '6.10.2',
      }),
    ]) {
      expect(hostProblem(environment, false)).toBeUndefined();
      expect(hostProblem(environment, true)).toBeUndefined();
    }
  });

  it.each([
    [
      { react: '19.1.10', 'react-dom': '19.1.10' },
      `react 19.1.10 is below the cashier's floor 19.2.0: share react and react-dom >= 19.2.0 ${README}`,
    ],
    [
      { 'react-dom': '19.1.10' },
      `react-dom 19.1.10 is below the cashier's floor 19.2.0: share react and react-dom >= 19.2.0 ${README}`,
    ],
    [
      { react: '18.3.1' },
      `react 18.3.1 is below the cashier's floor 19.2.0: share react and react-dom >= 19.2.0 ${README}`,
    ],
    // react-router v6 sets window.__reactRouterVersion to its major only.
    [
      { 'react-router-dom': '6' },
      `react-router-dom 6 is below the cashier's floor 7.0.0: share react-router-dom >= 7.0.0 ${README}`,
    ],
    [
      { 'styled-components': '6.1.19' },
      `styled-components 6.1.19 is below the cashier's floor 6.4.0: share styled-components >= 6.4.0 ${README}`,
    ],
    [
      { 'styled-components': '6.3.12' },
      `styled-components 6.3.12 is below the cashier's floor 6.4.0: share styled-components >= 6.4.0 ${README}`,
    ],
  ])('below a floor (%j): names the package, the version found and the floor', (versions, line) => {
    expect(hostProblem(withVersions(versions), false)).toBe(line);
    expect(hostProblem(withVersions(versions), true)).toBe(line);
  });

  it('reports the first problem only (one line): react before styled-components', () => {
    expect(hostProblem(withVersions({ react: '19.1.0', 'styled-components': '6.1.0' }), false)).toMatch(
      /^react 19\.1\.0 /,
    );
  });

  it('does not check a version it cannot read (no react-router on the page, or a global someone else set)', () => {
    for (const router of [undefined, null, { v7_startTransition: true }, 'next'])
      expect(hostProblem(withVersions({ 'react-router-dom': router }), false)).toBeUndefined();
  });

  it('CashierApp: react the host did not share (the cashier alone uses its own copy)', () => {
    const environment = { ...fits, shareScope: ownCopy('react') };
    expect(hostProblem(environment, false)).toBe(
      `react is not shared by the host: share react and react-dom >= 19.2.0 ${README}`,
    );
    // mount() brings its own React on a page without one.
    expect(hostProblem(environment, true)).toBeUndefined();
  });

  it('CashierApp: react-router-dom the host did not share while the page runs its own react-router', () => {
    const environment = { ...fits, shareScope: ownCopy('react-router-dom') };
    expect(hostProblem(environment, false)).toBe(
      `react-router-dom is not shared by the host: share react-router-dom >= 7.0.0 ${README}`,
    );
    expect(hostProblem(environment, true)).toBeUndefined();
    // A host without a router (none loaded before the cashier's): CashierApp brings its own BrowserRouter.
    expect(hostProblem({ ...environment, routerBeforeCashier: undefined }, false)).toBeUndefined();
  });

  it("is not fooled by the share scope's other entries", () => {
    for (const shareScope of [
      // The cashier's own copy won the registration but the host uses it too: one copy for both.
      ownCopy('react-router-dom', ['app']),
      ownCopy('react', ['app']),
      // The host offers an older react; the cashier's own newer one is registered but unused.
      {
        react: {
          '19.1.10': { from: 'react_host', useIn: ['react_host', CONTAINER_NAME] },
          '19.3.1': { from: CONTAINER_NAME, useIn: [] },
        },
      },
      // A host runtime that records no `useIn` (webpack's own federation): its entries are from the host.
      { react: { '19.3.1': { from: 'react_host' } }, 'react-router-dom': { '7.18.5': { from: 'react_host' } } },
      // styled-components and react-dom from the cashier are fine: a host that does not import them provides none.
      ownCopy('styled-components'),
      ownCopy('react-dom'),
      undefined,
    ])
      expect(hostProblem({ ...fits, shareScope }, false)).toBeUndefined();
  });
});

/**
 * The exposes on a page (a fresh module registry each: the verdict is kept per page), with the federation share
 * scope and the page's react-router global as a host would leave them, and styled-components at `styledVersion`.
 */
function loadExposes({
  styledVersion,
  shareScope,
  pageRouter,
}: { styledVersion?: string; shareScope?: ShareScope; pageRouter?: string } = {}) {
  if (shareScope) globals.__webpack_require__ = { S: { default: shareScope } };
  if (pageRouter) globals.__reactRouterVersion = pageRouter;
  let loaded:
    | {
        React: typeof ReactModule;
        client: typeof ReactDomClient;
        CashierApp: typeof CashierApp;
        mount: typeof mount;
        hostCompatible: typeof hostCompatible;
      }
    | undefined;
  jest.isolateModules(() => {
    if (styledVersion)
      jest.doMock('styled-components', () => ({
        __esModule: true,
        ...jest.requireActual<object>('styled-components'),
        version: styledVersion,
      }));
    loaded = {
      React: require('react'),
      client: require('react-dom/client'),
      CashierApp: require('@/exposes/CashierApp').CashierApp,
      mount: require('@/exposes/mount').mount,
      hostCompatible: require('./hostCompatibility').hostCompatible,
    };
  });
  if (!loaded) throw new Error('the exposes did not load');
  return loaded;
}

describe('the exposes on a host page', () => {
  afterEach(() => {
    delete globals.__webpack_require__;
    delete globals.__reactRouterVersion;
    delete globals.IS_REACT_ACT_ENVIRONMENT;
    jest.dontMock('styled-components');
    document.body.replaceChildren();
  });

  it('below a floor: CashierApp (StrictMode, rendered again) and mount render nothing; one line for the page', () => {
    const logged = expectConsole('error', "[cashier] styled-components 6.1.19 is below the cashier's floor 6.4.0");
    const { React, client, CashierApp, mount } = loadExposes({ styledVersion: '6.1.19' });
    globals.IS_REACT_ACT_ENVIRONMENT = true; // React's act() outside Testing Library
    const host = document.body.appendChild(document.createElement('div'));
    const root = client.createRoot(host);
    React.act(() => root.render(React.createElement(React.StrictMode, null, React.createElement(CashierApp))));
    React.act(() =>
      root.render(React.createElement(React.StrictMode, null, React.createElement(CashierApp, { locale: 'de-DE' }))),
    );
    const element = document.body.appendChild(document.createElement('div'));
    let handle: ReturnType<typeof mount> | undefined;
    React.act(() => {
      handle = mount(element, {});
    });
    React.act(() => {
      handle?.update({ locale: 'de-DE' });
      handle?.navigate('/cash/deposit/');
    });

    expect(host).toBeEmptyDOMElement();
    expect(element).toBeEmptyDOMElement();
    expect(document.querySelector('[data-cashier-root]')).toBeNull();
    expect(logged.calls).toEqual([
      [
        `[cashier] styled-components 6.1.19 is below the cashier's floor 6.4.0: share styled-components >= 6.4.0 ${README}`,
      ],
    ]);
    React.act(() => {
      handle?.unmount();
      root.unmount();
    });
  });

  it("CashierApp with the cashier's own react-router-dom on a page running its own: nothing shown, one line; mount is fine", () => {
    const logged = expectConsole('error', '[cashier] react-router-dom is not shared by the host');
    const { hostCompatible } = loadExposes({
      shareScope: { 'react-router-dom': { '7.18.5': { from: CONTAINER_NAME, useIn: [CONTAINER_NAME] } } },
      pageRouter: '7.6.0',
    });
    expect(hostCompatible()).toBe(false);
    expect(hostCompatible()).toBe(false);
    expect(hostCompatible(true)).toBe(true);
    expect(logged.calls).toHaveLength(1);
  });

  it("reads the page's react-router before the cashier's own copy loads (CashierApp imports the check first)", () => {
    // No router on the page: the cashier's own react-router-dom, loaded by CashierApp's imports, sets the global.
    const { hostCompatible } = loadExposes({
      shareScope: { 'react-router-dom': { '7.18.5': { from: CONTAINER_NAME, useIn: [CONTAINER_NAME] } } },
    });
    expect(globals.__reactRouterVersion).toEqual(expect.any(String));
    expect(hostCompatible()).toBe(true);
  });

  it('a host that fits: the check lets the cashier render and logs nothing', () => {
    const { hostCompatible } = loadExposes({
      shareScope: fits.shareScope,
      pageRouter: '7.18.5',
    });
    expect(hostCompatible()).toBe(true);
    expect(hostCompatible(true)).toBe(true);
  });
});
