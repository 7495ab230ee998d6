import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { exampleResponseData } from '@contracts/api/examples';
import { cashierApi } from '@/shared/cashier/api';
import { stepTitleChanged } from '@/shared/navigation/stepTitle';
// The header titles are registered where the route loads live (routes.tsx), as in the app.
import './routes';
import { homeRoute } from './routeTable';
import { makeStore } from './store';
import { useCashHeader } from './useCashHeader';

function mount() {
  const { store } = makeStore({ apiBaseUrl: 'http://header.test', requestTimeoutMs: 1000 });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useCashHeader(homeRoute), { wrapper });
  const cash = exampleResponseData['cash.getAppCash'];
  const answer = (available: boolean) =>
    act(async () => {
      await store.dispatch(
        cashierApi.util.upsertQueryData('getCashData', undefined, {
          ...cash,
          finOperations: { ...cash.finOperations, isAvailable: available },
        }),
      );
    });
  return { hook, store, answer };
}

describe('useCashHeader', () => {
  it("the route's title, in English (never a key), and no gate without cash data", () => {
    const { hook } = mount();
    expect(hook.result.current.gate).toBeUndefined();
    expect(hook.result.current.title).not.toBe(homeRoute.title);
    expect(hook.result.current.title).toMatch(/\w/);
  });

  it("a step title the route's screen set replaces the route's", () => {
    const { hook, store } = mount();
    act(() => void store.dispatch(stepTitleChanged({ routeId: homeRoute.id, key: 'cash.title.suspended' })));
    expect(hook.result.current.title).toBe('Account on hold');
    act(() => void store.dispatch(stepTitleChanged({ routeId: 'another-route', key: 'cash.title.suspended' })));
    expect(hook.result.current.title).not.toBe('Account on hold');
  });

  it('a gate whose condition holds takes the header over, and gives it back once it no longer does', async () => {
    const { hook, answer } = mount();
    const routeTitle = hook.result.current.title;
    await answer(false);
    // RTK Query tells subscribers of a cache write on the next frame (its auto-batching).
    await waitFor(() => expect(hook.result.current.gate?.id).toBe('suspended'));
    expect(hook.result.current.title).toBe('Account on hold');
    await answer(true);
    await waitFor(() => expect(hook.result.current.gate).toBeUndefined());
    expect(hook.result.current).toEqual({ title: routeTitle, gate: undefined });
  });
});
