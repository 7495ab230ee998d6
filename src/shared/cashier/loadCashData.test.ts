import { waitFor } from '@testing-library/react';
import { setupSandboxServer } from '@test/support/sandbox';
import { makeStore } from '@/app/store';
import { loadCashData } from './loadCashData';

const sandboxServer = setupSandboxServer();
const { sandbox } = sandboxServer;
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
});
