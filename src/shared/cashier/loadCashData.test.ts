import { waitFor } from '@testing-library/react';
import { setupSandboxServer } from '@test/support/sandbox';
import { makeStore } from '@/app/store';
import { cashierApi } from './api';
import { loadCashData } from './loadCashData';

const sandboxServer = setupSandboxServer();
const { sandbox, server } = sandboxServer;

/** Counts the requests for the app cash data from now on. */
function countCashRequests() {
  const seen = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/rest/cash/') seen.count += 1;
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}
beforeAll(sandboxServer.listen);
afterEach(sandboxServer.reset);
afterAll(sandboxServer.close);

function store() {
  return makeStore({ apiBaseUrl: 'http://localhost', requestTimeoutMs: 1000 }).store;
}

describe('loadCashData (docs/product/errors.md#app-cash-load-failed: failed load is logged and yields null; an aborted one is logged as canceled)', () => {
  beforeEach(() => sandbox.admin.loginAs('verified'));

  it('yields the app cash data', async () => {
    const result = await store().dispatch(loadCashData());
    expect(result.payload).toMatchObject({
      playerBalance: { currency: expect.any(String) },
      finOperations: { isAvailable: true },
    });
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 }],
    ['a body that breaks the contract', { kind: 'contract' }],
    ['malformed JSON', { kind: 'malformed' }],
  ] as const)('logs %s and yields null', async (_, fault) => {
    sandbox.admin.setFault('cash.getAppCash', fault);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await store().dispatch(loadCashData());
    expect(result.payload).toBeNull();
    expect(error).toHaveBeenCalledWith(
      '[cashier] app cash load failed',
      expect.objectContaining({ name: 'CashierError' }),
    );
    error.mockRestore();
  });

  it('logs an aborted load as canceled, not as a failure', async () => {
    sandbox.admin.setFault('cash.getAppCash', { kind: 'delay', delayMs: 500 });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const pending = store().dispatch(loadCashData());
    pending.abort();
    const result = await pending;
    expect(result.payload ?? null).toBeNull();
    // The aborted thunk settles at once; its request notices the abort a moment later and logs then.
    await waitFor(() => expect(info).toHaveBeenCalledWith('[cashier] app cash load canceled'));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    info.mockRestore();
  });

  it("an entry's refresh keeps an answer the store got since entering, and refreshes an older one", async () => {
    const cashier = store();
    await cashier.dispatch(cashierApi.endpoints.getCashData.initiate(undefined));
    const { seen, stop } = countCashRequests();
    try {
      const kept = await cashier.dispatch(loadCashData({ unlessAnsweredSince: Date.now() - 60_000 }));
      expect(kept.payload).toMatchObject({ finOperations: { isAvailable: true } });
      expect(seen.count).toBe(0);
      const refreshed = await cashier.dispatch(loadCashData({ unlessAnsweredSince: Date.now() + 1 }));
      expect(refreshed.payload).toMatchObject({ finOperations: { isAvailable: true } });
      expect(seen.count).toBe(1);
    } finally {
      stop();
    }
  });
});
