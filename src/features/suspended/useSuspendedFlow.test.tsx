import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { profileApi } from '@/shared/cash/profileApi';
import { setupSandboxServer } from '@/shared/testing/sandbox';
import { recordEvents } from './testing';
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
