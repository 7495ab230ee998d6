import { http, HttpResponse } from 'msw';
import {
  CASHIER_STARTED_KEY,
  FIRST_SCREEN_MANIFEST_FIELD,
  cashierFirstScreen,
  earlyAnswers,
} from '@contracts/host/firstScreen';
import { CASHIER_BOOT_KEY, type CashierBootHint } from '@contracts/host/props';
import { dropRuntimeEarly, takeRuntimeEarly } from '@/shared/api/runtimeEarly';
import { sentOf } from '@/shared/api/send';
import { getEventBus } from '@/shared/events/bus';
import { setUpTestServer } from '@test/support/apiTest';
import firstScreenPlugin from './firstScreenPlugin';
import { FIRST_SCREEN_SOURCE } from './firstScreenTable';

const API = 'http://plugin.test';
const { server } = setUpTestServer();
const holder = globalThis as Record<symbol, unknown>;
const KEY = Symbol.for(CASHIER_BOOT_KEY);

/** The GETs a cold open of `/cash/deposit/` starts (the shell's four, then the package list's two), in English. */
const DEPOSIT_GETS = [
  '/rest/cash/',
  '/rest/app/init/',
  '/i18n/messages/cash/en/',
  '/api/rest/translations/cash/en',
  '/rest/cash/cards/',
  '/rest/cash/input/light-cash/',
];

/** Each of `paths` is handed over once, as the test server answered it. */
async function expectHandedOver(paths: string[]): Promise<void> {
  const answers = await Promise.all(paths.map((path) => takeRuntimeEarly(`${API}${path}`)));
  expect(answers).toEqual(paths.map(() => ({ kind: 'answer', status: 200, data: { success: true, data: {} } })));
}

/** Serves every first-screen GET of the API and records the paths asked. */
function serve() {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/*`, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ success: true, data: {} });
    }),
  );
  return asked;
}

afterEach(() => {
  delete holder[KEY];
  // Each test's page has not run the cashier's container yet.
  delete holder[Symbol.for(CASHIER_STARTED_KEY)];
  dropRuntimeEarly();
  window.history.pushState(null, '', '/');
});

describe('firstScreenPlugin (remoteEntry.js, issue [15])', () => {
  it("the key hosts write is 'cashier.boot.v1' (the README and the examples spell it out)", () => {
    expect(CASHIER_BOOT_KEY).toBe('cashier.boot.v1');
  });

  it("with the host's hint on a cash route, starts that route's first-screen GETs for the cashier to take", async () => {
    const asked = serve();
    holder[KEY] = { apiBaseUrl: API, locale: 'en-US' } satisfies CashierBootHint;
    window.history.pushState(null, '', '/cash/deposit/');
    expect(firstScreenPlugin()).toEqual({ name: 'cashier-first-screen' });
    await expectHandedOver(DEPOSIT_GETS);
    expect(asked.sort()).toEqual([...DEPOSIT_GETS].sort());
  });

  it('starts nothing without a hint, off the cash routes, or with a hint that is not an object', async () => {
    const asked = serve();
    window.history.pushState(null, '', '/cash/deposit/');
    firstScreenPlugin();
    holder[KEY] = 'https://api.example.test';
    firstScreenPlugin();
    holder[KEY] = { apiBaseUrl: API };
    window.history.pushState(null, '', '/lobby');
    firstScreenPlugin();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
  });

  describe("after the host's runtime plugin started the calls when the manifest arrived", () => {
    /** The host's plugin, given the manifest the build writes (its files do not matter here). */
    function manifestArrives() {
      const table = {
        ...FIRST_SCREEN_SOURCE,
        shell: { gets: FIRST_SCREEN_SOURCE.shell.gets, js: [] },
        routes: FIRST_SCREEN_SOURCE.routes.map(({ match, gets }) => ({ match, gets, js: [] })),
      };
      cashierFirstScreen().afterLoadManifest({
        manifestUrl: 'http://cdn.plugin.test/mf-manifest.json',
        manifestJson: { [FIRST_SCREEN_MANIFEST_FIELD]: table },
        moduleInfo: { name: 'cashier' },
      });
    }

    it('takes them over and sends none of them again; each answer is handed over once', async () => {
      const asked = serve();
      holder[KEY] = { apiBaseUrl: API } satisfies CashierBootHint;
      window.history.pushState(null, '', '/cash/deposit/');
      manifestArrives();
      // The host's plugin starts each call in a task of its own, after the runtime's.
      for (let waited = 0; waited < 2000 && earlyAnswers().size < 6; waited += 5)
        await new Promise((resolve) => setTimeout(resolve, 5));
      expect(earlyAnswers().size).toBe(6);
      firstScreenPlugin();
      expect(earlyAnswers().size).toBe(0);
      const answer = await takeRuntimeEarly(`${API}/rest/cash/cards/`);
      expect(answer).toEqual({ kind: 'answer', status: 200, data: { success: true, data: {} } });
      expect(takeRuntimeEarly(`${API}/rest/cash/cards/`)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(asked.sort()).toEqual([...DEPOSIT_GETS].sort());
    });

    it("remoteEntry.js runs while the host's plugin is still starting its calls: each GET goes out once", async () => {
      const asked = serve();
      holder[KEY] = { apiBaseUrl: API } satisfies CashierBootHint;
      window.history.pushState(null, '', '/cash/deposit/');
      // The host's plugin has started two of its six calls (a task each) when the cashier's container starts (a cached
      // remoteEntry.js, a host whose main thread is busy): the cashier takes those two and sends the other four. The
      // container runs right after the plugin's second call has gone out, whatever the machine's load.
      const send = globalThis.fetch;
      let calls = 0;
      let started = 0;
      const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
        calls += 1;
        const sent = send(...args);
        // Once the plugin's task has kept its answer (a microtask runs before the plugin's next task).
        if (calls === 2) {
          queueMicrotask(() => {
            started = earlyAnswers().size;
            firstScreenPlugin();
          });
        }
        return sent;
      });
      manifestArrives();
      for (let waited = 0; waited < 2000 && asked.length < 6; waited += 5)
        await new Promise((resolve) => setTimeout(resolve, 5));
      // Time for any call the host's plugin would still start.
      await new Promise((resolve) => setTimeout(resolve, 50));
      fetchSpy.mockRestore();
      expect(started).toBe(2);
      expect(asked.sort()).toEqual([...DEPOSIT_GETS].sort());
      expect(earlyAnswers().size).toBe(0);
      await expectHandedOver(DEPOSIT_GETS);
    });

    it("the host's logout drops what was taken over, so no answer reaches the next player", async () => {
      serve();
      holder[KEY] = { apiBaseUrl: API } satisfies CashierBootHint;
      window.history.pushState(null, '', '/cash/deposit/');
      manifestArrives();
      firstScreenPlugin();
      getEventBus().emit('logout', { reason: 'player' });
      expect(takeRuntimeEarly(`${API}/rest/cash/`)).toBeUndefined();
      expect(takeRuntimeEarly(`${API}/rest/cash/cards/`)).toBeUndefined();
    });

    it("a call the browser's timeout ended reads as a timeout, a failed one as a network error", async () => {
      const timeout = Promise.reject(new DOMException('signal timed out', 'TimeoutError'));
      await expect(sentOf(timeout)).resolves.toEqual({ kind: 'timeout' });
      const failed = () => Promise.reject(new TypeError('Failed to fetch'));
      await expect(sentOf(failed)).resolves.toEqual({
        kind: 'network',
        message: 'TypeError: Failed to fetch',
      });
    });
  });
});
