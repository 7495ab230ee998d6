import { http, HttpResponse } from 'msw';
import { createEarlyRequests, type ApiExtra } from '@/shared/api/baseQuery';
import type { FeatureManifest, PrefetchContext } from '@/shared/navigation/manifest';
import { setUpTestServer } from '@test/support/apiTest';
import { runPrefetch } from './runPrefetch';
import type { AppDispatch } from './store';

const API = 'http://prefetch.test';
const { server } = setUpTestServer();

const extra = (): ApiExtra => ({
  early: createEarlyRequests(),
  getConfig: () => ({ apiBaseUrl: API, requestTimeoutMs: 1000 }),
  onUnauthorized: () => undefined,
  onAuthorized: () => undefined,
});

/** An area whose prefetch asks for `paths` early and records what it was given. */
function area(paths: string[]) {
  const given: PrefetchContext[] = [];
  const feature = {
    id: 'test-area',
    routes: [],
    titles: {},
    prefetch: (context: PrefetchContext) => {
      given.push(context);
      void context.sendEarly(paths);
    },
  } as unknown as FeatureManifest;
  return { feature, given };
}

const dispatch = jest.fn() as unknown as AppDispatch;
const route = { routeId: 'test-route', params: { id: '1' }, search: '?a=1' };

describe('runPrefetch', () => {
  it("hands the area its route, the store work dispatch and early GETs through this cashier's own early requests", async () => {
    server.use(http.get(`${API}/rest/a/`, () => HttpResponse.json({ success: true, data: {} })));
    const { feature, given } = area(['/rest/a/']);
    const mine = extra();
    expect(await runPrefetch({ extra: mine, dispatch, feature, route, idle: false })).toEqual([true]);
    expect(given).toEqual([expect.objectContaining({ ...route, dispatch, idle: false })]);
    expect([...mine.early.pending.keys()]).toEqual([`${API}/rest/a/`]);
  });

  it('on the idle preload, answers that are not a signed-in success are forgotten; on entering they are kept', async () => {
    server.use(
      http.get(`${API}/rest/b/`, () => HttpResponse.json({ statusCode: 401, message: 'no session' }, { status: 401 })),
    );
    const idle = extra();
    expect(
      await runPrefetch({ extra: idle, dispatch, feature: area(['/rest/b/']).feature, route, idle: true }),
    ).toEqual([false]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle.early.pending.size).toBe(0);
    const entering = extra();
    expect(
      await runPrefetch({ extra: entering, dispatch, feature: area(['/rest/b/']).feature, route, idle: false }),
    ).toEqual([false]);
    expect(entering.early.pending.size).toBe(1);
  });

  it('an area without a prefetch: nothing is sent', async () => {
    const mine = extra();
    const feature = { id: 'quiet', routes: [], titles: {} } as unknown as FeatureManifest;
    expect(await runPrefetch({ extra: mine, dispatch, feature, route, idle: false })).toEqual([]);
    expect(mine.early.pending.size).toBe(0);
  });
});
