/**
 * The example hosts of examples/ (the README's integration section is copied from them), each in a development
 * and a production build, against the real remote and sandbox: styled, one root element, events received, the
 * present state for a late subscriber, Close back to the previous page, one React copy, and a working page
 * while the remote is down. The development React host runs under <StrictMode> in React's development build. The Vite
 * host runs under Vite's dev server (StrictMode, Fast Refresh: saving App.tsx keeps the open cashier) and as
 * `vite build` + `vite preview`.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import type { Browser } from './browser';
import { watchPage } from './browser';
import { startPlainHost, startReactHost, startViteHost, type ExampleHost, type Mode } from './exampleHosts';
import { login } from './host';
import type { Stack } from './stack';
import { setUpBrowserSuite } from './suite';
import { enterEffectsSettled } from './waits';

let stack: Stack;
let browser: Browser;
// Every react-dom copy registers its renderer with React DevTools' hook: the suite's stub counts them.
setUpBrowserSuite((parts) => ({ stack, browser } = parts), { reactRenderers: true });

/** One POST to `path` among `posts`, and one more `callId` effect for the verified player than `before`. */
function reachedServerOnce(posts: string[], path: string, callId: string, before: number, what: string): void {
  assert.equal(posts.filter((post) => post === path).length, 1, `one ${what} request`);
  assert.equal(stack.sandbox.admin.effectCount(callId, 'verified') - before, 1, `one ${what} on the server`);
}

const API_PATHS = ['/rest/', '/api/rest/', '/i18n/', '/paynup/', '/payments/', '/__sandbox/'];

const eventTypes = (page: Page) =>
  page.getByRole('list', { name: 'Cashier events' }).getByRole('listitem').allTextContents();
const reactRenderers = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
/** Browser network lines ("Failed to load resource: … 401") are not console.error calls of any script. */
const scriptErrors = (errors: string[]) => errors.filter((text) => !text.startsWith('Failed to load resource'));

/** With the remote's server down: the page at `url` keeps working (`check`) and throws nothing. */
async function withRemoteDown(url: string, check: (page: Page) => Promise<void>): Promise<void> {
  await stack.stopRemote();
  try {
    const page = await browser.context.newPage();
    const watch = watchPage(page);
    await page.goto(url);
    await check(page);
    assert.deepEqual(watch.pageErrors, []);
  } finally {
    await stack.startRemote();
  }
}

interface Sender {
  path: string;
  text: string;
}

/**
 * Every request of `page` whose path one of `patterns` matches, as DevTools saw it sent: when (DevTools' clock, in
 * seconds), by what (parser, script, preload) and, for a script, its top frames and the async step that led to it (a
 * production build's frames are minified names with line and column in the served file).
 */
async function recordSenders(page: Page, patterns: RegExp[]): Promise<Sender[]> {
  const senders: Sender[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    const path = new URL(event.request.url).pathname;
    if (!patterns.some((pattern) => pattern.test(path))) return;
    const name = (frame: { functionName: string }) => frame.functionName || '(anonymous)';
    const frames = (event.initiator.stack?.callFrames ?? [])
      .slice(0, 12)
      .map((frame) => `    ${name(frame)} ${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}`);
    const parent = event.initiator.stack?.parent;
    const async = parent
      ? `  (async: ${parent.description ?? ''} ${parent.callFrames.slice(0, 4).map(name).join(' < ')})`
      : '';
    senders.push({
      path,
      text: [`  ${path} at ${event.timestamp.toFixed(3)} s, ${event.initiator.type}${async}`, ...frames].join('\n'),
    });
  });
  return senders;
}

/** The cashier opened as the host asked: its styled overlay, the host told (open-cash, CASH_IS_OPEN), one React renderer on the page. */
async function assertOpenedOnce(page: Page): Promise<void> {
  await assertStyledOverlay(page);
  await page.getByText('cashier open').waitFor();
  assert.deepEqual((await eventTypes(page)).slice(0, 2), ['open-cash', 'CASH_IS_OPEN']);
  assert.equal(await reactRenderers(page), 1, 'one react-dom renderer on the page');
}

async function assertStyledOverlay(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Select a package' });
  await dialog.waitFor();
  assert.equal(await page.locator('[data-cashier-root]').count(), 1, 'one cashier root element');
  const styled = await page.evaluate(() => {
    // The cashier renders in its element's shadow root (docs/adr/0004-shadow-root.md).
    const shadow = document.querySelector('[data-cashier-root]')?.shadowRoot;
    const overlay = shadow?.querySelector('[data-cashier-overlay]');
    // Its rules are in the sheet its shadow root adopts, or as text in its style tag where the host's
    // styled-components is a development build (src/shared/ui/cashierDom.ts, styleTargetFor).
    const sheets = shadow ? [...shadow.adoptedStyleSheets, ...shadow.styleSheets] : [];
    return {
      position: overlay ? getComputedStyle(overlay).position : '',
      rules: sheets.reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
    };
  });
  assert.equal(styled.position, 'fixed', 'the overlay is styled (position: fixed)');
  assert.ok(styled.rules >= 20, `the cashier's shadow root holds its rules (${styled.rules})`);
}

test.describe('types for hosts', () => {
  test('the manifest advertises the generated types and the remote serves them; no dts helper port is open', async () => {
    const manifest = (await (await fetch(`${stack.remoteUrl}/mf-manifest.json`)).json()) as {
      metaData: { types: { zip: string; api: string } };
    };
    assert.deepEqual([manifest.metaData.types.zip, manifest.metaData.types.api], ['@mf-types.zip', '@mf-types.d.ts']);
    const zip = await fetch(`${stack.remoteUrl}/@mf-types.zip`);
    assert.ok(zip.ok && (await zip.arrayBuffer()).byteLength > 1000, '@mf-types.zip is served');
    const api = await (await fetch(`${stack.remoteUrl}/@mf-types.d.ts`)).text();
    for (const expose of ['CashierApp', 'mount', 'events'])
      assert.ok(api.includes(`/${expose}'`), `@mf-types.d.ts names ${expose}`);
    // The federation dts plugin's development helper listens on 16322 when its dev features are on.
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(16322, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(false)));
      socket.once('error', () => resolve(true));
    });
    assert.ok(refused, 'nothing listens on the dts helper port 16322');
  });
});

/**
 * The checks every React host example passes (examples/react-host under webpack, examples/vite-host under Vite): the
 * same page (Lobby and Game routes, a Cashier link, the cashier's state and events, a sign-in dialog) around
 * `CashierApp`, started by `start` before the block and closed after it; `alsoTest` adds a host's own tests.
 */
function describeReactHost(
  title: string,
  start: () => Promise<ExampleHost>,
  alsoTest?: (host: () => ExampleHost) => void,
): void {
  test.describe(title, () => {
    let host: ExampleHost;
    test.beforeAll(async () => {
      host = await start();
    });
    test.afterAll(() => host.close());

    test('opens styled with one root and one React; the host hears the events; Close returns to the page before', async () => {
      await login(browser.context, stack, 'verified');
      const page = await browser.context.newPage();
      const watch = watchPage(page);
      await page.goto(`${host.url}/games/7/?table=2`);
      await page.getByRole('heading', { name: 'Game' }).waitFor();
      await page.getByRole('link', { name: 'Cashier' }).click();
      await assertOpenedOnce(page);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog', { name: 'Select a package' }).waitFor({ state: 'detached' });
      assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/games/7/?table=2');
      await page.getByText('cashier closed').waitFor();
      assert.deepEqual(
        (await eventTypes(page)).filter((type) => type !== 'balance-changed'),
        ['open-cash', 'CASH_IS_OPEN', 'leave-cash', 'CASH_IS_OPEN'],
      );
      assert.deepEqual(watch.pageErrors, []);
      assert.deepEqual(scriptErrors(watch.consoleErrors), []);
    });

    test('Close returns to the page before also when the cashier was opened before its chunk rendered', async () => {
      await login(browser.context, stack, 'verified');
      const page = await browser.context.newPage();
      // Hold the CashierApp chunk back until the player has pressed the host's Cashier link.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/__federation_expose_CashierApp/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${host.url}/games/7/`);
      await page.getByRole('link', { name: 'Cashier' }).click();
      assert.equal(new URL(page.url()).pathname, '/cash/deposit/');
      release();
      await page.getByRole('dialog', { name: 'Select a package' }).waitFor();
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('heading', { name: 'Game' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/games/7/');
    });

    test('a signed-out deep link: the late host reads the open state, hears logout once, no console.error', async () => {
      const page = await browser.context.newPage();
      const watch = watchPage(page);
      await page.goto(`${host.url}/cash/deposit/`);
      await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
      await page.getByText('cashier open').waitFor();
      // The geo check's call goes out 500 ms after opening, the last call that could end the session again.
      await enterEffectsSettled(page);
      assert.equal((await eventTypes(page)).filter((type) => type === 'logout').length, 1);
      assert.deepEqual(scriptErrors(watch.consoleErrors), []);
    });

    test("a signed-in deep link: the first-screen hint has the package list's data asked before the cashier's code arrives, once", async () => {
      await login(browser.context, stack, 'verified');
      const page = await browser.context.newPage();
      const watch = watchPage(page);
      const calls = [/\/rest\/cash\/cards\/$/, /\/rest\/cash\/input\/light-cash\/$/];
      const asked = new Set<number>();
      page.on('request', (request) =>
        calls.forEach((pattern, index) => pattern.test(new URL(request.url()).pathname) && asked.add(index)),
      );
      // Who sent each of the calls (DevTools' initiator: the script's top frames), for the message of a failure.
      const senders = await recordSenders(page, calls);
      // The cashier's own code waits until both calls have gone out (or 5 s): only remoteEntry.js can send them.
      await page.route(/__federation_expose_CashierApp/, async (route) => {
        if (asked.size < calls.length) {
          await page
            .waitForEvent('request', { predicate: () => asked.size === calls.length, timeout: 5_000 })
            .catch(() => undefined);
        }
        await route.continue();
      });
      await page.goto(`${host.url}/cash/deposit/`);
      await page.getByRole('list', { name: 'Choose a package' }).waitFor();
      await enterEffectsSettled(page);
      const timings = await page.evaluate(
        (sources) =>
          sources.map((source) =>
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
              .map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
          ),
        [...calls.map((pattern) => pattern.source), '__federation_expose_CashierApp'],
      );
      const code = timings.at(-1)?.[0];
      assert.ok(code, 'the CashierApp expose was not loaded');
      calls.forEach((pattern, index) => {
        const entries = timings[index] ?? [];
        assert.equal(
          entries.length,
          1,
          `${pattern.source} was asked ${entries.length} times, by:\n${senders
            .filter((sender) => pattern.test(sender.path))
            .map((sender) => sender.text)
            .join('\n')}`,
        );
        const start = entries[0]?.start ?? Infinity;
        assert.ok(
          start < code.end,
          `${pattern.source} asked at ${start.toFixed(0)} ms, the code arrived at ${code.end.toFixed(0)} ms`,
        );
      });
      assert.deepEqual(watch.pageErrors, []);
      assert.deepEqual(scriptErrors(watch.consoleErrors), []);
    });

    test('money moves once in this host: a double-clicked saved-card payment and a double-clicked conversion each reach the server once', async () => {
      await login(browser.context, stack, 'verified');
      const page = await browser.context.newPage();
      const watch = watchPage(page);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
      });
      const paidBefore = stack.sandbox.admin.effectCount('deposit.payByCard', 'verified');
      await page.goto(`${host.url}/cash/deposit-by-money/pkg-50/regular/card/`);
      await page.getByRole('radio', { name: /^Visa \*\*\*\* 4242/ }).check();
      await page.getByRole('button', { name: /^Pay / }).dblclick();
      await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 20_000 });
      reachedServerOnce(posts, '/rest/payments/deposit/card-pay/', 'deposit.payByCard', paidBefore, 'payment');

      const convertedBefore = stack.sandbox.admin.effectCount('winningsToEntries.convertWinningsToEntries', 'verified');
      await page.goto(`${host.url}/cash/winnings-to-entries/`);
      await page.getByRole('textbox', { name: /^Amount to convert/ }).fill('10');
      await page.getByRole('button', { name: /^Convert 10/ }).dblclick();
      await page.getByRole('heading', { name: 'Winnings converted' }).waitFor({ timeout: 20_000 });
      reachedServerOnce(
        posts,
        '/rest/cash/input/winnings-to-entries/',
        'winningsToEntries.convertWinningsToEntries',
        convertedBefore,
        'conversion',
      );
      assert.deepEqual(watch.pageErrors, []);
    });

    test('keeps the host page working while the remote is down', async () => {
      await withRemoteDown(`${host.url}/`, async (page) => {
        await page.getByRole('heading', { name: 'Lobby' }).waitFor();
        await page.getByRole('link', { name: 'Cashier' }).click();
        await page.getByText('The cashier is unavailable right now.').waitFor();
        await page.getByRole('link', { name: 'Lobby' }).click();
        await page.getByRole('heading', { name: 'Lobby' }).waitFor();
      });
    });

    alsoTest?.(() => host);
  });
}

/** Counts React Refresh updates in `page` from now on: react-refresh calls the renderer's scheduleRefresh (dev builds). */
const countRefreshes = (page: Page) =>
  page.evaluate(() => {
    const scope = globalThis as unknown as {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { scheduleRefresh: (...args: unknown[]) => void }> };
      __e2eRefreshes?: number;
    };
    const renderer = scope.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.get(1);
    if (!renderer) throw new Error('no react-dom renderer registered');
    const schedule = renderer.scheduleRefresh;
    scope.__e2eRefreshes = 0;
    renderer.scheduleRefresh = (...args) => {
      schedule(...args); // renders and commits synchronously
      scope.__e2eRefreshes = (scope.__e2eRefreshes ?? 0) + 1;
    };
  });

/**
 * Saving the host's App.tsx re-runs it under Fast Refresh: the open cashier stays mounted (no leave-cash, no second
 * open-cash) and keeps what the player typed, because registerRemotes, lazy() and the error boundary live in
 * src/cashier.ts. (With the boundary class moved into App.tsx this fails: the cashier is remounted on every save.)
 */
function fastRefreshKeepsTheCashier(host: () => ExampleHost): void {
  test('Fast Refresh of App.tsx keeps the open cashier mounted and the amount typed into it', async () => {
    await login(browser.context, stack, 'verified');
    const page = await browser.context.newPage();
    const watch = watchPage(page);
    await page.goto(`${host().url}/cash/winnings-to-entries/`);
    const amount = page.getByRole('textbox', { name: /^Amount to convert/ });
    await amount.fill('10');
    await page.getByText('cashier open').waitFor(); // the host listens from here on
    const heard = (await eventTypes(page)).filter((type) => type !== 'balance-changed');
    await countRefreshes(page);
    const devServer = host();
    if (!devServer.hotUpdate) throw new Error('this host has no dev server to update');
    await devServer.hotUpdate('src/App.tsx');
    await page.waitForFunction(() => (globalThis as unknown as { __e2eRefreshes?: number }).__e2eRefreshes === 1);
    assert.equal(await amount.inputValue(), '10', 'the cashier kept its form');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByText('cashier closed').waitFor();
    assert.deepEqual(
      (await eventTypes(page)).filter((type) => type !== 'balance-changed'),
      [...heard, 'leave-cash', 'CASH_IS_OPEN'],
      'no leave-cash or open-cash from a remount',
    );
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(scriptErrors(watch.consoleErrors), []);
  });
}

for (const mode of ['development', 'production'] as Mode[]) {
  describeReactHost(
    `examples/react-host (${mode} build${mode === 'development' ? ', webpack-dev-server, StrictMode' : ''})`,
    () => startReactHost(mode, `${stack.remoteUrl}/mf-manifest.json`, stack.hostUrl),
  );

  test.describe(`examples/plain-host (${mode} build)`, () => {
    let host: ExampleHost;
    test.beforeAll(async () => {
      host = await startPlainHost(mode, `${stack.remoteUrl}/mf-manifest.json`, stack.hostUrl, API_PATHS);
    });
    test.afterAll(() => host.close());

    test('mounts styled with one React; the host hears the events; Close returns to the page before', async () => {
      await login(browser.context, stack, 'verified');
      const page = await browser.context.newPage();
      const watch = watchPage(page);
      await page.goto(`${host.url}/games/7/`);
      await page.getByRole('heading', { name: 'Plain host' }).waitFor();
      await page.waitForFunction(() => document.querySelector('[data-cashier-root]') !== null);
      await page.getByRole('button', { name: 'Cashier' }).click();
      await assertOpenedOnce(page);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByText('cashier closed').waitFor();
      assert.equal(new URL(page.url()).pathname, '/games/7/');
      assert.deepEqual(watch.pageErrors, []);
      assert.deepEqual(scriptErrors(watch.consoleErrors), []);
    });

    test('keeps the host page working while the remote is down', async () => {
      await withRemoteDown(`${host.url}/`, async (page) => {
        await page.getByText('cashier unavailable').waitFor();
        await page.getByRole('button', { name: 'Cashier' }).click();
        await page.getByRole('heading', { name: 'Plain host' }).waitFor();
      });
    });
  });

  describeReactHost(
    mode === 'development'
      ? 'examples/vite-host (dev: vite dev server, Fast Refresh, StrictMode)'
      : 'examples/vite-host (preview: vite build, then vite preview)',
    () => startViteHost(mode, `${stack.remoteUrl}/remoteEntry.js`, stack.hostUrl),
    mode === 'development' ? fastRefreshKeepsTheCashier : undefined,
  );
}
