import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { profileApi } from '@/shared/cashier/profileApi';
import { playerReset } from '@/shared/player/playerReset';
import { setupSandboxServer } from '@test/support/sandbox';
import { codeActions, initialCodeState, selectCodeState } from './codeSlice';
import { recordEvents } from '@test/support/suspended';
import { useSuspendedFlow } from './useSuspendedFlow';

/*
 * Logging out of the suspended screen (docs/product/suspended.md#logout) at the store: the screen closes, the host
 * hears `logout`, and the cash profile is removed, so the next player never sees this one's.
 */

const sandboxServer = setupSandboxServer();
const { sandbox } = sandboxServer;
beforeAll(sandboxServer.listen);
afterEach(sandboxServer.reset);
afterAll(sandboxServer.close);

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

it('Log out closes the screen, tells the host and removes the cash profile', async () => {
  sandbox.admin.loginAs('duplicate-switch');
  const { store } = makeStore({ apiBaseUrl: 'http://localhost', requestTimeoutMs: 2000 });
  await store.dispatch(profileApi.endpoints.getProfile.initiate(undefined, { subscribe: false }));
  const profile = () => profileApi.endpoints.getProfile.select()(store.getState()).data;
  expect(profile()?.login).toBe('dana.duplicate');

  const events = recordEvents(cleanups);
  const onClose = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useSuspendedFlow({ onClose }), { wrapper });
  act(() => result.current.logout());

  expect(onClose).toHaveBeenCalledTimes(1);
  expect(events).toEqual([{ type: 'logout', payload: { reason: 'player' } }]);
  expect(profile()).toBeUndefined();
});

it('the code state (countdown, strategy, checks left) is in the store, in memory only, until playerReset', () => {
  const { store } = makeStore({ apiBaseUrl: 'http://localhost', requestTimeoutMs: 2000 });
  store.dispatch(codeActions.codeSent({ flow: 'keepDuplicateAccount', at: 1_000, attemptsLeft: 3 }));
  expect(selectCodeState(store.getState())).toEqual({
    lastSend: { flow: 'keepDuplicateAccount', outcome: 'sent', at: 1_000 },
    attemptsLeft: 3,
    lostCheck: null,
  });
  expect(sessionStorage.length + localStorage.length).toBe(0);
  store.dispatch(playerReset({ reason: 'logout' }));
  expect(selectCodeState(store.getState())).toEqual(initialCodeState);
});
