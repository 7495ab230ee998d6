import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { setUpCashierTest } from '@test/support/cashierTest';
import { useIntentCall, type SendResult } from './useIntentCall';

/*
 * The run's code is its own chunk (loadRun.ts). When it cannot load (offline), the press says so as a failure —
 * nothing was sent, so nothing can have happened — and the next press loads it and runs.
 */

let mockChunkMissing = true;
jest.mock('./intentRun', () => {
  if (mockChunkMissing) throw new Error('Loading chunk money-run failed');
  return jest.requireActual<object>('./intentRun');
});

setUpCashierTest();

const makeWrapper = () => {
  const { store } = makeStore({ apiBaseUrl: 'http://localhost', requestTimeoutMs: 2000 });
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
};

afterEach(() => {
  mockChunkMissing = false;
});

describe('useIntentCall: the run in its own chunk', () => {
  it('a press whose run cannot load sends nothing and fails; the next press runs', async () => {
    mockChunkMissing = true;
    const { result } = renderHook(() => useIntentCall('test.pay'), { wrapper: makeWrapper() });
    const send = jest.fn(async (): Promise<SendResult<{ ok: true }>> => ({ data: { ok: true } }));

    let first: unknown;
    await act(async () => {
      first = await result.current.run({ presetId: 'P' }, send);
    });
    expect(first).toMatchObject({ outcome: 'failed', error: { code: 'network', callId: 'test.pay' } });
    expect(send).not.toHaveBeenCalled();
    expect(result.current.failure).toMatchObject({ outcome: 'failed' });
    expect(result.current.submitting).toBe(false);

    mockChunkMissing = false;
    let second: unknown;
    await act(async () => {
      second = await result.current.run({ presetId: 'P' }, send);
    });
    expect(second).toMatchObject({ outcome: 'done', data: { ok: true } });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a press whose screen goes while the code comes sends nothing', async () => {
    const { result, unmount } = renderHook(() => useIntentCall('test.pay'), { wrapper: makeWrapper() });
    const send = jest.fn(async (): Promise<SendResult<{ ok: true }>> => ({ data: { ok: true } }));
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current.run({ presetId: 'P' }, send);
    });
    unmount();
    expect(await running).toEqual({ outcome: 'stopped' });
    expect(send).not.toHaveBeenCalled();
  });
});
