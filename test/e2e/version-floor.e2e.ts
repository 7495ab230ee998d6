/**
 * Hosts the cashier cannot run on, against the real remote (README, "Federation config" and "What the cashier
 * logs"): the README's React host (examples/react-host) built on React 19.1 (a minor below the floor 19.2.0), and
 * built without sharing react-router-dom. Each gets one clear `[cashier]` error, no cashier, and a page that keeps
 * working: its own content renders and responds, nothing is thrown.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { versionFloors } from '../../src/app/versionFloors';
import type { Browser } from './browser';
import { watchPage } from './browser';
import { startHostVariant, type HostVariant, type VariantHost } from './hostVariant';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';

let stack: Stack;
let browser: Browser;
// Every react-dom copy registers its renderer with React DevTools' hook: the suite's stub keeps their versions.
setUpBrowserSuite((parts) => ({ stack, browser } = parts), { reactRenderers: true });

/** The React and react-dom the page runs: the host's shared react (the share scope's loaded copy) and every renderer. */
function pageReact(page: Page): Promise<{ react: string[]; renderers: string[] }> {
  return page.evaluate(() => {
    type Entry = { loaded?: boolean; lib?: () => { version?: string } };
    const global = globalThis as unknown as {
      __FEDERATION__: {
        __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Record<string, Entry>>> }[];
      };
      __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> };
    };
    const host = global.__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'react_host');
    const react = Object.values(host?.shareScopeMap.default?.react ?? {})
      .filter((entry) => entry.loaded)
      .map((entry) => entry.lib?.().version ?? '?');
    const renderers = [...global.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values()].map(
      (renderer) => renderer.version ?? '?',
    );
    return { react, renderers };
  });
}

/**
 * The host page at /games/7/: it renders, the cashier (in the host's tree at every URL) has its say, the host's
 * Cashier link changes the URL to the cash area and its own navigation still answers. Returns what the page logged.
 */
async function visitHost(host: VariantHost) {
  const page = await browser.context.newPage();
  const watch = watchPage(page);
  const cashierLine = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('[cashier]'),
    timeout: 30_000,
  });
  await page.goto(`${host.url}/games/7/`);
  await page.getByRole('heading', { name: 'Game' }).waitFor();
  await cashierLine;
  await page.getByRole('link', { name: 'Cashier' }).click();
  await page.waitForURL('**/cash/deposit/');
  await page.getByRole('link', { name: 'Lobby' }).click();
  await page.getByRole('heading', { name: 'Lobby' }).waitFor();
  assert.equal(await page.getByText('cashier closed').count(), 1, "the host's own state output still renders");
  return { page, watch };
}

test("the remote's manifest advertises the floors, subpaths included, as singletons", async () => {
  const manifest = (await (await fetch(`${stack.remoteUrl}/mf-manifest.json`)).json()) as {
    shared: { name: string; requiredVersion: string; singleton?: boolean }[];
  };
  const { react, 'react-dom': reactDom, 'react-router-dom': router, 'styled-components': styled } = versionFloors;
  const expected: [string, string][] = [
    ['react', react],
    ['react/jsx-runtime', react],
    ['react-dom', reactDom],
    ['react-dom/client', reactDom],
    ['react-router-dom', router],
    ['styled-components', styled],
  ];
  assert.deepEqual(
    manifest.shared.map(({ name, requiredVersion, singleton }) => [name, requiredVersion, singleton]).sort(),
    expected.map(([name, floor]) => [name, `^${floor}`, true]).sort(),
  );
});

const cases: { name: string; variant: HostVariant; line: string; react: string }[] = [
  {
    name: 'React 19.1 (below the floor)',
    variant: { react: { react: 'react-below-floor', reactDom: 'react-dom-below-floor' } },
    line: `[cashier] react 19.1.10 is below the cashier's floor ${versionFloors.react}: share react and react-dom >= ${versionFloors.react} (README, "Federation config"); the cashier is not shown.`,
    react: '19.1.10',
  },
  {
    name: 'react-router-dom not shared',
    variant: { unshared: ['react-router-dom'] },
    line: `[cashier] react-router-dom is not shared by the host: share react-router-dom >= ${versionFloors['react-router-dom']} (README, "Federation config"); the cashier is not shown.`,
    react: '19.3.1',
  },
];

for (const { name, variant, line, react } of cases) {
  test.describe(`examples/react-host with ${name}`, () => {
    let host: VariantHost;
    test.beforeAll(async () => {
      host = await startHostVariant(variant, `${stack.remoteUrl}/mf-manifest.json`);
    });
    test.afterAll(() => host.close());

    test('one clear error, no cashier, and a host page that keeps working', async () => {
      const { page, watch } = await visitHost(host);
      // The page runs what the variant says: otherwise this test would prove nothing.
      assert.deepEqual(await pageReact(page), { react: [react], renderers: [react] });

      assert.equal(await page.locator('[data-cashier-root]').count(), 0, 'the cashier added nothing to the page');
      assert.equal(await page.getByRole('dialog').count(), 0);
      assert.deepEqual(watch.pageErrors, []);
      const errors = watch.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'));
      assert.deepEqual(errors, [line], 'exactly one console.error, the cashier’s');
    });
  });
}
