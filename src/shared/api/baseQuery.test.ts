import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import type { CashierErrorData } from '@/shared/errors/CashierError';
import { createIsolatedEventBus, getEventBus } from '@/shared/events/bus';
import { setUpTestServer, testGetCall, testPostCall } from '@test/support/apiTest';
import { contractBaseQuery, createEarlyRequests, sendEarly, type ApiExtra } from './baseQuery';
import { dropRuntimeEarly, startRuntimeEarly } from './runtimeEarly';

const API = 'http://api.test';

const Item = v.object({ id: v.string(), amount: v.number() });
const getItem = testGetCall('test.getItem', '/rest/items/:id/', Item);
const postItem = testPostCall(
  'test.postItem',
  '/rest/items/',
  v.object({ amount: v.pipe(v.number(), v.minValue(1)) }),
  Item,
);

const Words = v.record(v.string(), v.string());
/** Shaped like the translation call: the platform answers it without a session. */
const getWords = testGetCall('test.getWords', '/api/rest/translations/cash/:lang', Words);

const { server } = setUpTestServer();

function setup(timeoutMs = 1000) {
  const bus = createIsolatedEventBus();
  const seen: string[] = [];
  const authorized = { count: 0 };
  bus.onAny((type) => seen.push(type));
  const extra: ApiExtra = {
    early: createEarlyRequests(),
    getConfig: () => ({ apiBaseUrl: API, requestTimeoutMs: timeoutMs }),
    onUnauthorized: () => {
      bus.emit('logout', { reason: 'unauthorized' });
      bus.emit('open-auth-modal', { reason: 'unauthorized' });
    },
    onAuthorized: () => {
      authorized.count += 1;
    },
  };
  const api = createApi({
    baseQuery: contractBaseQuery,
    endpoints: (build) => ({
      getItem: build.query<v.InferOutput<typeof Item>, string>({ query: (id) => ({ call: getItem, params: { id } }) }),
      postItem: build.mutation<v.InferOutput<typeof Item>, unknown>({ query: (body) => ({ call: postItem, body }) }),
      getWords: build.query<v.InferOutput<typeof Words>, string>({
        query: (lang) => ({ call: getWords, params: { lang } }),
      }),
      findItem: build.query<v.InferOutput<typeof Item>, { page: number; sort?: string }>({
        query: (query) => ({ call: getItem, params: { id: 'found' }, query }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  const get = async (id = '7') => store.dispatch(api.endpoints.getItem.initiate(id));
  const post = async (body: unknown) => store.dispatch(api.endpoints.postItem.initiate(body));
  const words = async (lang = 'en') => store.dispatch(api.endpoints.getWords.initiate(lang));
  const find = async (query: { page: number; sort?: string }) => store.dispatch(api.endpoints.findItem.initiate(query));
  return { get, post, words, find, seen, authorized, extra };
}

/** Serves `/rest/items/:id/` after `delayMs`, each answer's amount the number of requests so far. */
function serveCountedItems(delayMs = 0) {
  const served = { requests: 0 };
  server.use(
    http.get(`${API}/rest/items/:id/`, async ({ params }) => {
      served.requests += 1;
      if (delayMs > 0) await delay(delayMs);
      return HttpResponse.json({ success: true, data: { id: String(params.id), amount: served.requests } });
    }),
  );
  return served;
}

const errorOf = (result: { error?: unknown }) => result.error as CashierErrorData;

describe('contractBaseQuery', () => {
  it('sends credentials, fills path params and yields the envelope data after validation', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(`${API}/rest/items/:id/`, ({ request, params }) => {
        credentials = request.credentials;
        return HttpResponse.json({ success: true, data: { id: String(params.id), amount: 5 } });
      }),
    );
    const { get } = setup();
    const result = await get('42');
    expect(result.data).toEqual({ id: '42', amount: 5 });
    expect(credentials).toBe('include');
  });

  it('sends the query without its undefined values, and a body as JSON with its content type', async () => {
    const seenUrls: string[] = [];
    const seenBodies: { type: string | null; body: unknown }[] = [];
    server.use(
      http.get(`${API}/rest/items/:id/`, ({ request }) => {
        seenUrls.push(request.url);
        return HttpResponse.json({ success: true, data: { id: 'found', amount: 1 } });
      }),
      http.post(`${API}/rest/items/`, async ({ request }) => {
        seenBodies.push({ type: request.headers.get('content-type'), body: await request.json() });
        return HttpResponse.json({ success: true, data: { id: 'new', amount: 3 } });
      }),
    );
    const { find, post } = setup();
    expect((await find({ page: 2, sort: undefined })).data).toEqual({ id: 'found', amount: 1 });
    expect(seenUrls).toEqual([`${API}/rest/items/found/?page=2`]);
    expect((await post({ amount: 3 })).data).toEqual({ id: 'new', amount: 3 });
    expect(seenBodies).toEqual([{ type: 'application/json', body: { amount: 3 } }]);
  });

  it('turns HTTP 401 into an unauthorized error and tells the host: logout + open-auth-modal', async () => {
    server.use(
      http.get(`${API}/rest/items/:id/`, () => HttpResponse.json({ success: false, statusCode: 401 }, { status: 401 })),
    );
    const { get, seen } = setup();
    const result = await get();
    expect(errorOf(result)).toMatchObject({
      name: 'CashierError',
      code: 'unauthorized',
      status: 401,
      callId: 'test.getItem',
    });
    expect(seen).toEqual(['logout', 'open-auth-modal']);
  });

  it('a success proves the session again only for a call that needs one (not the translations)', async () => {
    server.use(
      http.get(`${API}/api/rest/translations/cash/:lang`, () =>
        HttpResponse.json({ success: true, data: { hello: 'hola' } }),
      ),
      http.get(`${API}/rest/items/:id/`, () => HttpResponse.json({ success: true, data: { id: '7', amount: 5 } })),
    );
    const { get, words, authorized } = setup();
    expect((await words('es')).data).toEqual({ hello: 'hola' });
    expect(authorized.count).toBe(0);
    await get();
    expect(authorized.count).toBe(1);
  });

  it('treats a 200 body { statusCode: 401, success: false } the same way', async () => {
    server.use(http.get(`${API}/rest/items/:id/`, () => HttpResponse.json({ statusCode: 401, success: false })));
    const { get, seen } = setup();
    const result = await get();
    expect(errorOf(result).code).toBe('unauthorized');
    expect(seen).toEqual(['logout', 'open-auth-modal']);
  });

  it('treats a 401 with a non-JSON body as unauthorized too', async () => {
    server.use(http.get(`${API}/rest/items/:id/`, () => new HttpResponse('Unauthorized', { status: 401 })));
    const { get, seen } = setup();
    expect(errorOf(await get()).code).toBe('unauthorized');
    expect(seen).toEqual(['logout', 'open-auth-modal']);
  });

  it('turns a body that breaks the contract into a typed contract error naming the field', async () => {
    server.use(
      http.get(`${API}/rest/items/:id/`, () => HttpResponse.json({ success: true, data: { id: 7, amount: 'five' } })),
    );
    const { get } = setup();
    const error = errorOf(await get());
    expect(error.code).toBe('contract');
    expect(error.message).toMatch(/^test\.getItem: response breaks the contract: data\.id: /);
  });

  it('reports malformed JSON as a parse error', async () => {
    server.use(
      http.get(
        `${API}/rest/items/:id/`,
        () => new HttpResponse('{"success": tru', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const { get } = setup();
    expect(errorOf(await get())).toMatchObject({ code: 'parse', status: 200 });
  });

  it('keeps the server message of a failure for the player, as text', async () => {
    server.use(
      http.get(`${API}/rest/items/:id/`, () =>
        HttpResponse.json({ success: false, message: '<b>Limit</b> reached' }, { status: 422 }),
      ),
    );
    const { get, seen } = setup();
    expect(errorOf(await get())).toMatchObject({ code: 'server', status: 422, serverMessage: '<b>Limit</b> reached' });
    expect(seen).toEqual([]);
  });

  it('treats success:false on HTTP 200 as a server error', async () => {
    server.use(http.get(`${API}/rest/items/:id/`, () => HttpResponse.json({ success: false, message: 'No' })));
    const { get } = setup();
    expect(errorOf(await get())).toMatchObject({ code: 'server', serverMessage: 'No' });
  });

  it('maps a 500 without a body to a server error', async () => {
    server.use(http.get(`${API}/rest/items/:id/`, () => new HttpResponse(null, { status: 500 })));
    const { get } = setup();
    expect(errorOf(await get())).toMatchObject({ code: 'server', status: 500 });
  });

  it('times out after the configured request timeout', async () => {
    server.use(
      http.get(`${API}/rest/items/:id/`, async () => {
        await delay(500);
        return HttpResponse.json({ success: true, data: { id: '1', amount: 1 } });
      }),
    );
    const { get } = setup(50);
    expect(errorOf(await get()).code).toBe('timeout');
  });

  it('maps a dropped connection to a network error', async () => {
    server.use(http.get(`${API}/rest/items/:id/`, () => HttpResponse.error()));
    const { get } = setup();
    expect(errorOf(await get()).code).toBe('network');
  });

  it('refuses to send a body that breaks the request contract', async () => {
    let called = false;
    server.use(
      http.post(`${API}/rest/items/`, () => {
        called = true;
        return HttpResponse.json({ success: true, data: { id: '1', amount: 1 } });
      }),
    );
    const { post } = setup();
    expect(errorOf(await post({ amount: 0 })).code).toBe('contract');
    expect(called).toBe(false);
    expect((await post({ amount: 3 })).data).toEqual({ id: '1', amount: 1 });
  });
});

describe('sendEarly: a GET started before its query exists (docs/architecture.md, "Opening fast")', () => {
  afterEach(() => jest.useRealTimers());

  it('the first query for the same URL takes the early answer and checks it: one request', async () => {
    const served = serveCountedItems(30);
    const { get, extra } = setup();
    sendEarly(extra, '/rest/items/9/');
    sendEarly(extra, '/rest/items/9/');
    expect((await get('9')).data).toEqual({ id: '9', amount: 1 });
    expect(served.requests).toBe(1);
    // Taken once: a later query (another store, another open) asks again.
    const other = setup();
    expect((await other.get('9')).data).toEqual({ id: '9', amount: 2 });
    expect(served.requests).toBe(2);
  });

  it('an early answer that breaks the contract or fails reaches the query as that error', async () => {
    server.use(http.get(`${API}/rest/items/:id/`, () => HttpResponse.json({ success: true, data: { id: 1 } })));
    const { get, extra } = setup();
    sendEarly(extra, '/rest/items/3/');
    expect(errorOf(await get('3'))).toMatchObject({ code: 'contract', callId: 'test.getItem' });
  });

  it('an early answer nobody takes within 10 s of its arrival is dropped: the query then sends its own', async () => {
    const served = serveCountedItems();
    const { get, extra } = setup();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    sendEarly(extra, '/rest/items/5/');
    // Let the early answer arrive, then pass its keep time.
    await jest.runOnlyPendingTimersAsync();
    for (let index = 0; index < 20 && served.requests === 0; index += 1)
      await new Promise((resolve) => setImmediate(resolve));
    expect(served.requests).toBe(1);
    await jest.advanceTimersByTimeAsync(10_001);
    jest.useRealTimers();
    expect((await get('5')).data).toEqual({ id: '5', amount: 2 });
    expect(served.requests).toBe(2);
  });

  it('belongs to the store it was started for: another store asks again, and dropping one set leaves the other', async () => {
    const served = serveCountedItems();
    const mine = setup();
    const other = setup();
    sendEarly(mine.extra, '/rest/items/6/');
    sendEarly(other.extra, '/rest/items/6/');
    other.extra.early.drop();
    expect((await mine.get('6')).data).toEqual({ id: '6', amount: 1 });
    expect(served.requests).toBe(2);
    // The other's was dropped: its query sends a third.
    expect((await other.get('6')).data).toEqual({ id: '6', amount: 3 });
  });

  it('drop() clears the keep timers of arrived answers: a dropped set leaves no timer behind', () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const early = createEarlyRequests();
    early.keep('http://x.test/a', Promise.resolve({ kind: 'timeout' }));
    expect(jest.getTimerCount()).toBe(1);
    early.drop();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('startRuntimeEarly: the first screen GETs remoteEntry.js starts (src/runtime/firstScreenPlugin.ts)', () => {
  afterEach(() => {
    dropRuntimeEarly();
    jest.useRealTimers();
  });

  it('the first query for the URL takes the answer and checks it: one request; the next one asks again', async () => {
    const served = serveCountedItems(30);
    startRuntimeEarly([`${API}/rest/items/4/`], 1000);
    startRuntimeEarly([`${API}/rest/items/4/`], 1000);
    const { get } = setup();
    expect((await get('4')).data).toEqual({ id: '4', amount: 1 });
    expect(served.requests).toBe(1);
    expect((await setup().get('4')).data).toEqual({ id: '4', amount: 2 });
  });

  it("an entry's sendEarly adopts it into the cashier's own early requests (no second request)", async () => {
    const served = serveCountedItems(30);
    startRuntimeEarly([`${API}/rest/items/8/`], 1000);
    const { get, extra } = setup();
    expect(await sendEarly(extra, '/rest/items/8/')).toBe(true);
    expect((await get('8')).data).toEqual({ id: '8', amount: 1 });
    expect(served.requests).toBe(1);
  });

  it("an entry's sendEarly in a store React throws away (an interrupted first mount) leaves it for the next store's: one request", async () => {
    const served = serveCountedItems(30);
    startRuntimeEarly([`${API}/rest/items/7/`], 1000);
    // The first render's store: its entry shares the answer, then the render is discarded before any query ran.
    expect(await sendEarly(setup().extra, '/rest/items/7/')).toBe(true);
    const { get, extra } = setup();
    expect(await sendEarly(extra, '/rest/items/7/')).toBe(true);
    expect((await get('7')).data).toEqual({ id: '7', amount: 1 });
    expect(served.requests).toBe(1);
    // Taken by that query: a later store's asks again.
    expect((await setup().get('7')).data).toEqual({ id: '7', amount: 2 });
    expect(served.requests).toBe(2);
  });

  it('an answer that breaks the contract reaches the query as that error, a 401 as unauthorized', async () => {
    server.use(
      http.get(`${API}/rest/items/1/`, () => HttpResponse.json({ success: true, data: { id: 1 } })),
      http.get(`${API}/rest/items/2/`, () => HttpResponse.json({ statusCode: 401 }, { status: 401 })),
    );
    startRuntimeEarly([`${API}/rest/items/1/`, `${API}/rest/items/2/`], 1000);
    const { get, seen } = setup();
    expect(errorOf(await get('1'))).toMatchObject({ code: 'contract', callId: 'test.getItem' });
    expect(errorOf(await get('2'))).toMatchObject({ code: 'unauthorized' });
    expect(seen).toEqual(['logout', 'open-auth-modal']);
  });

  it("another API origin's answer is never taken (a hint that does not match the props)", async () => {
    const served = serveCountedItems();
    const elsewhere = { requests: 0 };
    server.use(
      http.get('http://other.test/rest/items/:id/', () => {
        elsewhere.requests += 1;
        return HttpResponse.json({ success: true, data: { id: 'x', amount: 0 } });
      }),
    );
    startRuntimeEarly(['http://other.test/rest/items/3/'], 1000);
    expect((await setup().get('3')).data).toEqual({ id: '3', amount: 1 });
    expect([served.requests, elsewhere.requests]).toEqual([1, 1]);
  });

  it("the host's logout or re-init drops every answer not taken: the query sends its own", async () => {
    const served = serveCountedItems(30);
    startRuntimeEarly([`${API}/rest/items/a/`], 1000);
    getEventBus().emit('logout', { reason: 'player' });
    await setup().get('a');
    startRuntimeEarly([`${API}/rest/items/b/`], 1000);
    getEventBus().emit('re-init-data', { reason: 'test' });
    await setup().get('b');
    // Two started by remoteEntry.js, two by the queries that could not take them.
    expect(served.requests).toBe(4);
    expect(getEventBus().listenerCount('logout')).toBe(0);
  });

  it('an answer nobody takes within 10 s of its arrival is dropped, with its bus listeners', async () => {
    const served = serveCountedItems();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    startRuntimeEarly([`${API}/rest/items/5/`], 1000);
    expect(getEventBus().listenerCount('logout')).toBe(1);
    // Let the answer arrive, then pass its keep time.
    await jest.runOnlyPendingTimersAsync();
    expect(served.requests).toBe(1);
    await jest.advanceTimersByTimeAsync(10_001);
    jest.useRealTimers();
    expect(getEventBus().listenerCount('logout')).toBe(0);
    expect((await setup().get('5')).data).toEqual({ id: '5', amount: 2 });
  });
});
