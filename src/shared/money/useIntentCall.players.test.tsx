import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { playerReset } from '@/shared/player/playerReset';
import { setUpCashierTest } from '@test/support/cashierTest';
import { INTENT_BOOK_KEY } from './intentMemory';
import { useIntentCall, type SendResult } from './useIntentCall';

/*
 * A run of a money-moving call when the tab changes hands while its request is out (docs/architecture.md, "One
 * player at a time"): whatever comes back is the previous player's. The kit drops it: no re-read (which would read the
 * next player's server data), nothing written to the book, no outcome for the screen.
 */

setUpCashierTest();

describe('useIntentCall: one player at a time', () => {
  it('an answer lost after a player reset is not re-read and leaves nothing in the book', async () => {
    const { store } = makeStore({ apiBaseUrl: 'http://localhost', requestTimeoutMs: 2000 });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useIntentCall('test.pay'), { wrapper });
    const recheck = jest.fn(async () => ({ found: 'pay-of-the-next-player' }));
    let answer: (value: SendResult<{ ok: true }>) => void = () => undefined;
    let running: Promise<unknown> = Promise.resolve();
    await act(async () => {
      running = result.current.run(
        { presetId: 'P' },
        () => new Promise<SendResult<{ ok: true }>>((resolve) => (answer = resolve)),
        { recheck },
      );
      // The request is out once the kit has asked who the player is.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const booked = sessionStorage.getItem(INTENT_BOOK_KEY);
    expect(booked).not.toBeNull();
    act(() => {
      store.dispatch(playerReset({ reason: 're-init-data' }));
    });
    let outcome: unknown;
    await act(async () => {
      // The previous player's request ends as a lost answer (the reset aborted it, or the connection dropped).
      answer({ error: { code: 'aborted', message: 'test.pay: aborted' } });
      outcome = await running;
    });
    expect(outcome).toEqual({ outcome: 'stopped' });
    expect(recheck).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(INTENT_BOOK_KEY)).toBeNull();
    expect(result.current.failure).toBeNull();
  });
});
