import { http, HttpResponse } from 'msw';
import { setUpTestServer } from '@test/support/apiTest';
import {
  CASHIER_STARTED_KEY,
  EARLY_KEEP_MS,
  FIRST_SCREEN_MANIFEST_FIELD,
  cashierFirstScreen,
  dropEarlyAnswers,
  earlyAnswers,
  firstScreenStart,
  markCashierStarted,
  type FirstScreenTable,
} from './firstScreen';
import { CASHIER_BOOT_KEY, type CashierBootHint } from './props';

const API = 'http://api.first-screen.test';
const CDN = 'http://cdn.first-screen.test/cashier/';
const MANIFEST_URL = `${CDN}mf-manifest.json?retry=1`;
const { server } = setUpTestServer();
const holder = globalThis as Record<symbol, unknown>;

const TABLE: FirstScreenTable = {
  v: 1,
  basename: '/cash',
  language: 'en',
  shell: { gets: ['/rest/cash/', '/i18n/messages/cash/{language}/'], js: ['notifications.1.js'] },
  routes: [
    { match: '^deposit-by-money/offer(/|$)', gets: ['/offer/'], js: ['deposit-offer.1.js'] },
    { match: '^(deposit-by-money(/|$)|deposit/?$)', gets: ['/cards/'], js: ['deposit.1.js', 'deposit-quick.1.js'] },
  ],
};

/** Serves every GET of the API with a small answer and records the paths asked, with their request's options. */
function serve() {
  const asked: { path: string; credentials: string; accept: string | null }[] = [];
  server.use(
    http.get(`${API}/*`, ({ request }) => {
      asked.push({
        path: new URL(request.url).pathname,
        credentials: request.credentials,
        accept: request.headers.get('accept'),
      });
      return HttpResponse.json({ success: true });
    }),
  );
  return asked;
}

/** What the federation runtime hands the plugin when the cashier's manifest has arrived. */
const loaded = (manifestJson: unknown, name = 'cashier') => ({
  manifestUrl: MANIFEST_URL,
  manifestJson,
  moduleInfo: { name },
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.href]);

/** Waits (up to 2 s) for the plugin's staged calls and preloads, each started in a task of its own, to hold `done`. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; waited < 2000 && !done(); waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(done()).toBe(true);
}

afterEach(() => {
  delete holder[Symbol.for(CASHIER_BOOT_KEY)];
  delete holder[Symbol.for(CASHIER_STARTED_KEY)];
  earlyAnswers().clear();
  document.head.innerHTML = '';
  window.history.pushState(null, '', '/');
  jest.useRealTimers();
});

describe('firstScreenStart (the table read for one page)', () => {
  it("the route's GETs after the shell's, in the player's language, and its files next to the manifest", () => {
    const start = firstScreenStart(
      TABLE,
      '/money/deposit/',
      { apiBaseUrl: `${API}/`, basename: '/money/', locale: 'es-MX' },
      'https://x',
      MANIFEST_URL,
    );
    expect(start).toEqual({
      gets: [`${API}/rest/cash/`, `${API}/i18n/messages/cash/es/`, `${API}/cards/`],
      js: [`${CDN}notifications.1.js`, `${CDN}deposit.1.js`, `${CDN}deposit-quick.1.js`],
    });
  });

  it("the props' defaults: the page's origin, the table's basename and language; the first matching route wins", () => {
    const start = firstScreenStart(
      TABLE,
      '/cash/deposit-by-money/offer/7',
      { locale: '1x' },
      'https://games.test',
      CDN,
    );
    expect(start.gets).toEqual([
      'https://games.test/rest/cash/',
      'https://games.test/i18n/messages/cash/en/',
      'https://games.test/offer/',
    ]);
    expect(start.js).toEqual([`${CDN}notifications.1.js`, `${CDN}deposit-offer.1.js`]);
  });

  it('the shell only on a cash route no first screen matches, nothing off the cash routes', () => {
    expect(firstScreenStart(TABLE, '/cash/history/', {}, 'https://g.test', CDN)).toEqual({
      gets: ['https://g.test/rest/cash/', 'https://g.test/i18n/messages/cash/en/'],
      js: [`${CDN}notifications.1.js`],
    });
    expect(firstScreenStart(TABLE, '/lobby', {}, 'https://g.test', CDN)).toEqual({ gets: [], js: [] });
    expect(firstScreenStart(TABLE, '/cashback/deposit/', {}, 'https://g.test', CDN)).toEqual({ gets: [], js: [] });
  });
});

describe("cashierFirstScreen (the host's runtime plugin, issue [15])", () => {
  it("on the cashier's manifest, starts the page's GETs as the cashier sends them and preloads its files", async () => {
    const asked = serve();
    holder[Symbol.for(CASHIER_BOOT_KEY)] = { apiBaseUrl: API, locale: 'en-US' } satisfies CashierBootHint;
    window.history.pushState(null, '', '/cash/deposit-by-money/');
    cashierFirstScreen().afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }));
    await until(() => preloads().length === 3);

    expect(preloads()).toEqual([
      ['script', `${CDN}notifications.1.js`],
      ['script', `${CDN}deposit.1.js`],
      ['script', `${CDN}deposit-quick.1.js`],
    ]);
    const answers = earlyAnswers();
    expect([...answers.keys()]).toEqual([`${API}/rest/cash/`, `${API}/i18n/messages/cash/en/`, `${API}/cards/`]);
    const bodies = await Promise.all([...answers.values()].map(({ answer }) => answer));
    expect(bodies).toEqual([1, 2, 3].map(() => ({ status: 200, text: '{"success":true}' })));
    expect(asked).toEqual(
      ['/rest/cash/', '/i18n/messages/cash/en/', '/cards/'].map((path) => ({
        path,
        credentials: 'include',
        accept: 'application/json',
      })),
    );
  });

  it("a new manifest load (a retry) starts the calls again and replaces the old answers; the runtime's cache does not", async () => {
    const asked = serve();
    holder[Symbol.for(CASHIER_BOOT_KEY)] = { apiBaseUrl: API };
    window.history.pushState(null, '', '/cash/deposit/');
    const plugin = cashierFirstScreen();
    plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }));
    await until(() => preloads().length === 3);
    const first = [...earlyAnswers().values()];
    plugin.afterLoadManifest({ ...loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }), cached: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...earlyAnswers().values()]).toEqual(first);
    plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }));
    await until(() => [...earlyAnswers().values()].every((entry) => !first.includes(entry)));
    const second = [...earlyAnswers().values()];
    expect(second.every((entry) => !first.includes(entry))).toBe(true);
    await Promise.all([...first, ...second].map(({ answer }) => answer));
    expect(asked).toHaveLength(6);
    expect(preloads()).toHaveLength(3);
  });

  it('finds the files where the remote does: its publicPath, else next to remoteEntry.js', async () => {
    serve();
    holder[Symbol.for(CASHIER_BOOT_KEY)] = { apiBaseUrl: API };
    window.history.pushState(null, '', '/cash/history/');
    const plugin = cashierFirstScreen();
    const withMeta = (metaData: unknown) => loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE, metaData });
    plugin.afterLoadManifest(withMeta({ publicPath: 'https://static.first-screen.test/v2/' }));
    await until(() => preloads().length === 1);
    plugin.afterLoadManifest(withMeta({ publicPath: 'auto', remoteEntry: { path: 'entry' } }));
    await until(() => preloads().length === 2);
    expect(preloads()).toEqual([
      ['script', 'https://static.first-screen.test/v2/notifications.1.js'],
      ['script', `${CDN}entry/notifications.1.js`],
    ]);
  });

  it('dropEarlyAnswers (the host signs a player in or out before the cashier runs) leaves nothing to hand over', async () => {
    serve();
    holder[Symbol.for(CASHIER_BOOT_KEY)] = { apiBaseUrl: API };
    window.history.pushState(null, '', '/cash/deposit/');
    cashierFirstScreen().afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }));
    await until(() => earlyAnswers().size === 3);
    dropEarlyAnswers();
    expect(earlyAnswers().size).toBe(0);
  });

  it("starts each call and file in a task of its own after the runtime's; a drop or a newer load stops the rest", async () => {
    const asked = serve();
    holder[Symbol.for(CASHIER_BOOT_KEY)] = { apiBaseUrl: API };
    window.history.pushState(null, '', '/cash/deposit/');
    const plugin = cashierFirstScreen();
    // Nothing in the runtime's task: it goes on at once (the hook gives it nothing to wait for).
    expect(plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }))).toBeUndefined();
    expect(earlyAnswers().size).toBe(0);
    expect(preloads()).toEqual([]);
    await until(() => preloads().length === 3);
    expect(earlyAnswers().size).toBe(3);

    // A drop before the load's tasks ran: nothing is started for it.
    document.head.innerHTML = '';
    earlyAnswers().clear();
    plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }));
    dropEarlyAnswers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(earlyAnswers().size).toBe(0);
    expect(preloads()).toEqual([]);

    // A newer load (a retry) before the first one's tasks ran: only the newer one's calls are sent.
    plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }));
    plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }));
    await until(() => preloads().length === 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([...earlyAnswers().values()].map(({ answer }) => answer));
    // 3 of the first load, none of the dropped one or the older retry, 3 of the newer.
    expect(asked).toHaveLength(6);
  });

  it("once the cashier's container has started, starts no more calls (it sent them); the files are still preloaded", async () => {
    const asked = serve();
    holder[Symbol.for(CASHIER_BOOT_KEY)] = { apiBaseUrl: API };
    window.history.pushState(null, '', '/cash/deposit/');
    // The container runs (a cached remoteEntry.js) as soon as the plugin's first call has gone out, before the
    // plugin's next task, whatever the machine's load: the call itself goes to the test server as sent.
    const send = globalThis.fetch;
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
      markCashierStarted();
      return send(...args);
    });
    cashierFirstScreen().afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }));
    await until(() => preloads().length === 3);
    fetchSpy.mockRestore();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(earlyAnswers().size).toBe(1);
    expect(asked.map(({ path }) => path)).toEqual(['/rest/cash/']);
  });

  it("reads each body in full, and ends a call that outlives the hint's timeout as a TimeoutError", async () => {
    server.use(http.get(`${API}/*`, () => new Promise<never>(() => undefined)));
    holder[Symbol.for(CASHIER_BOOT_KEY)] = { apiBaseUrl: API, requestTimeoutMs: 50 };
    window.history.pushState(null, '', '/cash/history/');
    cashierFirstScreen().afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }));
    await until(() => earlyAnswers().size > 0);
    const [early] = [...earlyAnswers().values()];
    await expect(early?.answer).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('starts the calls even where a preload cannot be added', async () => {
    const asked = serve();
    holder[Symbol.for(CASHIER_BOOT_KEY)] = { apiBaseUrl: API };
    window.history.pushState(null, '', '/cash/history/');
    const append = jest.spyOn(document.head, 'appendChild').mockImplementation(() => {
      throw new Error('a host page that forbids it');
    });
    try {
      cashierFirstScreen().afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }));
      await until(() => earlyAnswers().size === 2);
      // The one preload's task, after the calls'.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      append.mockRestore();
    }
    await Promise.all([...earlyAnswers().values()].map(({ answer }) => answer));
    expect(asked.map(({ path }) => path)).toEqual(['/rest/cash/', '/i18n/messages/cash/en/']);
  });

  it('starts nothing for another remote, without a hint, off the cash routes or from an unreadable table', async () => {
    const asked = serve();
    const plugin = cashierFirstScreen({ remoteName: 'cash' });
    window.history.pushState(null, '', '/cash/deposit/');
    plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }, 'cash'));
    plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }));
    holder[Symbol.for(CASHIER_BOOT_KEY)] = { apiBaseUrl: API };
    plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }, 'cashier'));
    plugin.afterLoadManifest(loaded({}, 'cash'));
    plugin.afterLoadManifest(loaded(undefined, 'cash'));
    plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: { ...TABLE, v: 2 } }, 'cash'));
    plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: { ...TABLE, shell: ['/rest/cash/'] } }, 'cash'));
    plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: { ...TABLE, routes: [{ match: '(' }] } }, 'cash'));
    window.history.pushState(null, '', '/lobby');
    plugin.afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }, 'cash'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(earlyAnswers().size).toBe(0);
    expect(preloads()).toEqual([]);
  });

  it('an answer the cashier did not take is dropped EARLY_KEEP_MS after it arrived', async () => {
    serve();
    jest.useFakeTimers({ advanceTimers: true });
    holder[Symbol.for(CASHIER_BOOT_KEY)] = { apiBaseUrl: API };
    window.history.pushState(null, '', '/cash/history/');
    cashierFirstScreen().afterLoadManifest(loaded({ [FIRST_SCREEN_MANIFEST_FIELD]: TABLE }));
    const answers = earlyAnswers();
    await until(() => answers.size === 2);
    await Promise.all([...answers.values()].map(({ answer }) => answer));
    expect([...answers.values()].every(({ arrivedAt }) => arrivedAt > 0)).toBe(true);
    jest.advanceTimersByTime(EARLY_KEEP_MS - 100);
    expect(answers.size).toBe(2);
    jest.advanceTimersByTime(200);
    expect(answers.size).toBe(0);
  });
});
