import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { setUpCashierTest } from '@test/support/cashierTest';
import { intentFor, updateIntent } from './intentBook';
import { useUnknownIntents } from './useIntentCall';
import { usePlayerId } from './usePlayerId';

/*
 * Reading the intent book at open when its code (the `money-run` chunk, loadRun.ts) cannot load: a lost intent is
 * "not read yet" (null), never "nothing was lost", and it is read once the code comes. A file of its own: the chunk
 * is loaded once per module registry, and this test needs it not loaded yet.
 */

let mockChunkMissing = false;
jest.mock('./intentRun', () => {
  if (mockChunkMissing) throw new Error('Loading chunk money-run failed');
  return jest.requireActual<object>('./intentRun');
});

setUpCashierTest();

describe('useUnknownIntents when the book cannot load', () => {
  it('a lost intent is not read as none when the book cannot load, and is read once it can', async () => {
    const { store } = makeStore({ apiBaseUrl: 'http://localhost', requestTimeoutMs: 2000 });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result: who } = renderHook(() => usePlayerId(), { wrapper });
    const player = await who.current();
    if (player === null) throw new Error('the sandbox signed in no player');
    const target = { presetId: 'P' };
    intentFor(player, 'test.pay', target);
    updateIntent(player, 'test.pay', target, { unknown: true });

    mockChunkMissing = true;
    const { result } = renderHook(() => useUnknownIntents('test.pay'), { wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(result.current.intents).toBeNull();

    mockChunkMissing = false;
    await waitFor(() => expect(result.current.intents).toHaveLength(1), { timeout: 8_000 });
    expect(result.current.playerId).toBe(player);
  }, 15_000);
});
