import { http, HttpResponse } from 'msw';
import { CASHIER_BOOT_KEY, type CashierBootHint } from '@contracts/host/props';
import { dropRuntimeEarly, takeRuntimeEarly } from '@/shared/api/runtimeEarly';
import { setUpTestServer } from '@test/support/apiTest';
import firstScreenPlugin from './firstScreenPlugin';

const API = 'http://plugin.test';
const { server } = setUpTestServer();
const holder = globalThis as Record<symbol, unknown>;
const KEY = Symbol.for(CASHIER_BOOT_KEY);

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
    const paths = [
      '/rest/cash/',
      '/rest/app/init/',
      '/i18n/messages/cash/en/',
      '/api/rest/translations/cash/en',
      '/rest/cash/cards/',
      '/rest/cash/input/light-cash/',
    ];
    const answers = await Promise.all(paths.map((path) => takeRuntimeEarly(`${API}${path}`)));
    expect(answers).toEqual(paths.map(() => ({ kind: 'answer', status: 200, data: { success: true, data: {} } })));
    expect(asked.sort()).toEqual(paths.sort());
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
});
