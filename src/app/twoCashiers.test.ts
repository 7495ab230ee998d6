/**
 * ADR 0002 (docs/adr/0002-one-store-per-instance-and-dom-ownership.md): two cashiers mounted at once share nothing.
 * Each mount is `makeStore` + `start()` (what CashierRoot does); unmounting one stops its own and nothing else.
 */
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { baseApi } from '@/shared/api/baseApi';
import { sendEarly, type ApiExtra } from '@/shared/api/baseQuery';
import { setUpTestServer, testGetCall } from '@test/support/apiTest';
import { makeStore } from './store';

const API = 'http://two.test';
const Item = v.object({ id: v.string(), served: v.number() });
const getItem = testGetCall('test.two.getItem', '/rest/two-items/:id/', Item);

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    twoItem: build.query<v.InferOutput<typeof Item>, string>({ query: (id) => ({ call: getItem, params: { id } }) }),
  }),
});

const { server, stops } = setUpTestServer();

/** Serves `/rest/two-items/:id/` and counts the requests per id. */
function serve() {
  const requests = new Map<string, number>();
  server.use(
    http.get(`${API}/rest/two-items/:id/`, ({ params }) => {
      const id = String(params.id);
      const served = (requests.get(id) ?? 0) + 1;
      requests.set(id, served);
      return HttpResponse.json({ success: true, data: { id, served } });
    }),
  );
  return { count: (id: string) => requests.get(id) ?? 0 };
}

/** One mounted cashier: its store, started; `unmount()` is what CashierRoot's effect cleanup runs. */
function mountCashier() {
  const made = makeStore({ apiBaseUrl: API, requestTimeoutMs: 5000 });
  const stop = made.start();
  let stopped = false;
  const unmount = () => {
    if (stopped) return;
    stopped = true;
    stop();
  };
  stops.push(unmount);
  const { store } = made;
  return {
    unmount,
    /** An area's prefetch: `sendEarly` through the store's own extra argument, as CashierRoutes does. */
    sendEarly: (path: string, unlessAnsweredWithinMs = 0) =>
      store.dispatch((_dispatch: unknown, _getState: unknown, extra: ApiExtra) =>
        sendEarly(extra, path, unlessAnsweredWithinMs),
      ),
    get: (id: string) =>
      store.dispatch(testApi.endpoints.twoItem.initiate(id, { subscribe: false, forceRefetch: true })).unwrap(),
  };
}

/** The served items and two cashiers mounted at once, `a` and `b`. */
function serveTwoCashiers() {
  return { requests: serve(), a: mountCashier(), b: mountCashier() };
}

describe('two cashiers mounted at once (ADR 0002)', () => {
  it('unmounting one leaves the other its early request: its query takes the answer, one request', async () => {
    const { requests, a, b } = serveTwoCashiers();
    void a.sendEarly('/rest/two-items/1/');
    b.unmount();
    expect(await a.get('1')).toEqual({ id: '1', served: 1 });
    expect(requests.count('1')).toBe(1);
  });

  it('unmounting one leaves the other its kept answers: a re-open within the keep time sends nothing', async () => {
    const { requests, a, b } = serveTwoCashiers();
    await a.get('2');
    expect(requests.count('2')).toBe(1);
    b.unmount();
    expect(await a.sendEarly('/rest/two-items/2/', 30_000)).toBe(true);
    expect(requests.count('2')).toBe(1);
  });

  it("one cashier's early request is not taken by the other's query: each sends its own", async () => {
    const { requests, a, b } = serveTwoCashiers();
    await a.sendEarly('/rest/two-items/3/');
    expect(requests.count('3')).toBe(1);
    expect(await b.get('3')).toEqual({ id: '3', served: 2 });
    // A's early answer is still A's.
    expect(await a.get('3')).toEqual({ id: '3', served: 1 });
    expect(requests.count('3')).toBe(2);
  });

  it("one cashier's kept answer does not stop the other's early request", async () => {
    const { requests, a, b } = serveTwoCashiers();
    await a.get('4');
    await b.sendEarly('/rest/two-items/4/', 30_000);
    expect(requests.count('4')).toBe(2);
  });
});

describe("a cashier's stop (CashierRoot's effect cleanup)", () => {
  it('a StrictMode stop and start (development builds) keeps what the mount started: one request', async () => {
    const requests = serve();
    const made = makeStore({ apiBaseUrl: API, requestTimeoutMs: 5000 });
    const stop = made.start();
    void sendEarly(made.extra, '/rest/two-items/5/');
    stop();
    stops.push(made.start());
    const answer = await made.store.dispatch(testApi.endpoints.twoItem.initiate('5', { subscribe: false })).unwrap();
    expect(answer).toEqual({ id: '5', served: 1 });
    expect(requests.count('5')).toBe(1);
  });

  it('an unmount drops the early answers and the cache one task later', async () => {
    serve();
    const made = makeStore({ apiBaseUrl: API, requestTimeoutMs: 5000 });
    const stop = made.start();
    await made.store.dispatch(testApi.endpoints.twoItem.initiate('6', { subscribe: false }));
    void sendEarly(made.extra, '/rest/two-items/7/');
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made.extra.early.pending.size).toBe(0);
    expect(testApi.endpoints.twoItem.select('6')(made.store.getState()).data).toBeUndefined();
  });
});
