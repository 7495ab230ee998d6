import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { baseApi } from '@/shared/api/baseApi';
import { paymentShown, selectShownPayment } from '@/features/deposit/pendingPayment';
import type { CashierErrorData } from '@/shared/errors/CashierError';
import { getEventBus } from '@/shared/events/bus';
import { handedOver } from '@/shared/navigation/handover';
import { selectHandover } from '@/shared/navigation/useHandover';
import { stepTitleChanged } from '@/shared/navigation/stepTitle';
import { notificationShown } from '@/shared/notifications/notificationsSlice';
import { playerReset } from '@/shared/player/playerReset';
import { setUpTestServer, testGetCall, testPostCall } from '@test/support/apiTest';
import { makeStore } from './store';

const API = 'http://store.test';
const Item = v.object({ id: v.string(), owner: v.string() });
const getItem = testGetCall('test.store.getItem', '/rest/store-items/:id/', Item);
const postItem = testPostCall('test.store.postItem', '/rest/store-items/', v.object({ owner: v.string() }), Item);

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storeItem: build.query<v.InferOutput<typeof Item>, string>({ query: (id) => ({ call: getItem, params: { id } }) }),
    storeItemPost: build.mutation<v.InferOutput<typeof Item>, { owner: string; broken?: boolean }>({
      query: ({ owner, broken }) => {
        if (broken) throw new TypeError('the body builder broke');
        return { call: postItem, body: { owner } };
      },
    }),
  }),
});

const { server, stops } = setUpTestServer();

function setUp() {
  const made = makeStore({ apiBaseUrl: API, requestTimeoutMs: 5000 });
  stops.push(made.start());
  const { store } = made;
  const heard: string[] = [];
  stops.push(getEventBus().on('logout', () => heard.push('logout')));
  // The query's own outcome (a reset drops the cache entry the plain result would be read from).
  const get = (id: string) =>
    store
      .dispatch(testApi.endpoints.storeItem.initiate(id))
      .unwrap()
      .then(
        (data) => ({ data, error: undefined }),
        (error: unknown) => ({ data: undefined, error }),
      );
  return { store, heard, get };
}

const errorOf = (result: { error?: unknown }) => result.error as CashierErrorData;
/** Ended without an answer: our `aborted`, or RTK Query's AbortError (a cache reset aborts the calls running). */
const isAborted = (error: unknown) => {
  const { code, name } = error as { code?: string; name?: string };
  return code === 'aborted' || name === 'AbortError';
};

/** The player's answers: `:id` answers after `ms`, with `status`. */
function answer(routes: Record<string, { ms?: number; status?: number }>) {
  server.use(
    http.get(`${API}/rest/store-items/:id/`, async ({ params }) => {
      const route = routes[String(params.id)] ?? {};
      if (route.ms) await delay(route.ms);
      if (route.status === 401) return HttpResponse.json({ success: false, statusCode: 401 }, { status: 401 });
      return HttpResponse.json({ success: true, data: { id: String(params.id), owner: 'first' } });
    }),
  );
}

/** The deposit's started payment (an area's key: RootState types the shell's keys only, store.ts). */
const shownPayment = (state: object) => selectShownPayment(state as Parameters<typeof selectShownPayment>[0]);

function fillPlayerState(store: ReturnType<typeof setUp>['store']) {
  store.dispatch(paymentShown({ paymentId: 'pay-1', redirectUrl: 'https://bank.test/3ds/pay-1', challenge: true }));
  store.dispatch(
    notificationShown({
      id: 'n1',
      list: 'toastr',
      message: 'Hi first',
      status: 'plus',
      timeout: 0,
      closeButton: true,
    } as Parameters<typeof notificationShown>[0]),
  );
  store.dispatch(stepTitleChanged({ routeId: 'deposit', key: 'deposit.step.methods' }));
  store.dispatch(handedOver({ route: 'verification', data: { questions: ['first player'] } }));
}

function expectNoPlayerState(store: ReturnType<typeof setUp>['store']) {
  const state = store.getState();
  expect(shownPayment(state)).toBeNull();
  expect(state.notifications).toEqual({ notification: [], toastr: [] });
  expect(state.stepTitle).toEqual({ routeId: null, key: null });
  expect(selectHandover(state, 'verification', (_value): _value is unknown => true)).toBeNull();
  expect(Object.keys(state.api.queries)).toEqual([]);
}

describe('one player at a time (playerReset)', () => {
  it.each([
    ['the host signs the player out (logout)', () => getEventBus().emit('logout', { reason: 'player' })],
    [
      'the host says the player data changed (re-init-data)',
      () => getEventBus().emit('re-init-data', { reason: 'signed-in' }),
    ],
  ])('%s: every slice of the player and the server-data cache are dropped', async (_, announce) => {
    answer({});
    const { store, get } = setUp();
    await get('a');
    fillPlayerState(store);
    expect(shownPayment(store.getState())?.paymentId).toBe('pay-1');
    announce();
    expectNoPlayerState(store);
  });

  it('a 401 drops the player too, and the host hears logout once', async () => {
    answer({ gone: { status: 401 } });
    const { store, get, heard } = setUp();
    await get('a');
    fillPlayerState(store);
    expect(errorOf(await get('gone')).code).toBe('unauthorized');
    await waitFor(() => expectNoPlayerState(store));
    expect(heard).toEqual(['logout']);
  });

  it('an answer to a request started for the previous player is dropped as aborted: not cached, not shown', async () => {
    answer({ slow: { ms: 300 } });
    const { store, get } = setUp();
    const pending = get('slow');
    await delay(50);
    getEventBus().emit('logout', { reason: 'player' });
    const result = await pending;
    expect(result.data).toBeUndefined();
    expect(store.getState().api.queries).toEqual({});
  });

  it('a mutation started for the previous player ends aborted even when the server answers it', async () => {
    server.use(
      http.post(`${API}/rest/store-items/`, async () => {
        await delay(300);
        return HttpResponse.json({ success: true, data: { id: 'x', owner: 'first' } });
      }),
    );
    const { store } = setUp();
    const pending = store.dispatch(testApi.endpoints.storeItemPost.initiate({ owner: 'first' }));
    await delay(50);
    store.dispatch(playerReset({ reason: 're-init-data' }));
    const result = await pending;
    expect('data' in result).toBe(false);
    expect(isAborted(result.error)).toBe(true);
  });

  it('a late success of a request started before the 401 does not re-arm the report: the host hears one logout', async () => {
    answer({ slow: { ms: 300 }, gone: { status: 401 }, again: { status: 401 } });
    const { get, heard } = setUp();
    const late = get('slow');
    await delay(50);
    expect(errorOf(await get('gone')).code).toBe('unauthorized');
    await late;
    expect(errorOf(await get('again')).code).toBe('unauthorized');
    expect(heard).toEqual(['logout']);
  });

  it('a success of a request started after the 401 re-arms it: the next lost session is reported again', async () => {
    answer({ gone: { status: 401 }, back: {}, again: { status: 401 } });
    const { store, get, heard } = setUp();
    await get('gone');
    // The player is dropped right after the 401; the next request is the new session's.
    await waitFor(() => expect(store.getState().player.epoch).toBe(1));
    expect((await get('back')).data).toEqual({ id: 'back', owner: 'first' });
    await get('again');
    expect(heard).toEqual(['logout', 'logout']);
  });
});

describe('a throw while building a request', () => {
  it('is an ordinary call error (CashierError), sent nowhere and not logged to the host console', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = setUp();
    const result = await store.dispatch(testApi.endpoints.storeItemPost.initiate({ owner: 'first', broken: true }));
    expect(errorOf(result)).toMatchObject({ name: 'CashierError', code: 'unknown' });
    expect(errorOf(result).message).toBe('storeItemPost: TypeError: the body builder broke');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('Redux DevTools', () => {
  const devToolsCompose = jest.fn<void, [unknown]>();
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
    delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
    devToolsCompose.mockClear();
  });

  /** A store made by a fresh copy of the modules, with the extension's hook on the page. */
  function storeWithExtension(nodeEnv: string) {
    process.env.NODE_ENV = nodeEnv;
    // The compose the Redux DevTools extension puts on the page: Redux Toolkit reads it when its module loads.
    (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (
      options: unknown,
    ) => {
      devToolsCompose(options);
      // The composed store enhancers, as redux's own compose would chain them.
      return (...enhancers: ((next: unknown) => unknown)[]) =>
        (next: unknown) =>
          enhancers.reduceRight((composed, enhancer) => enhancer(composed), next);
    };
    jest.isolateModules(() => {
      // A fresh module graph: Redux Toolkit picks the hook up as it loads (require: isolateModules is synchronous).
      const fresh = jest.requireActual<{ makeStore: typeof makeStore }>('./store');
      fresh.makeStore({ apiBaseUrl: API, requestTimeoutMs: 1000 });
    });
  }

  it('is not connected in a production build (the state holds SSNs, bank numbers, codes)', () => {
    storeWithExtension('production');
    expect(devToolsCompose).not.toHaveBeenCalled();
  });

  it('is connected in development', () => {
    storeWithExtension('development');
    expect(devToolsCompose).toHaveBeenCalled();
  });
});
