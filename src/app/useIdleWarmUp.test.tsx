import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { screenPart } from './routes';
import { homeRoute } from './routeTable';
import { runPrefetch } from './runPrefetch';
import { makeStore } from './store';
import { useIdleWarmUp } from './useIdleWarmUp';

jest.mock('./runPrefetch', () => ({ runPrefetch: jest.fn(() => Promise.resolve([true])) }));
jest.mock('./routes', () => ({ screenPart: jest.fn(() => ({ preload: () => Promise.resolve(() => null) })) }));

/** The page's idle callbacks, run when the test says the page is idle. */
let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  window.requestIdleCallback = (run: IdleRequestCallback) =>
    idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
  window.cancelIdleCallback = (handle: number) => {
    idle[handle - 1] = () => undefined;
  };
  jest.mocked(runPrefetch).mockClear();
});
afterEach(() => {
  // jsdom has neither; the hook then waits 200 ms.
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

function mount(isCash: boolean) {
  const { store, extra } = makeStore({ apiBaseUrl: 'http://idle.test', requestTimeoutMs: 1000 });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(({ open }: { open: boolean }) => useIdleWarmUp(open, extra), {
    wrapper,
    initialProps: { open: isCash },
  });
  return { hook, extra, pageIdle: () => act(async () => idle.splice(0).forEach((run) => run())) };
}

describe('useIdleWarmUp', () => {
  it("mounted closed: on the idle period, the home route's chunk and idle prefetch; then the warm-up, until the first open", async () => {
    const { hook, extra, pageIdle } = mount(false);
    expect(runPrefetch).not.toHaveBeenCalled();
    expect(hook.result.current).toBe(false);
    await pageIdle();
    expect(runPrefetch).toHaveBeenCalledWith(
      expect.objectContaining({
        extra,
        feature: homeRoute.feature,
        idle: true,
        route: { routeId: homeRoute.id, params: {}, search: '' },
      }),
    );
    expect(screenPart).toHaveBeenCalledWith(homeRoute);
    expect(hook.result.current).toBe(true);
    hook.rerender({ open: true });
    expect(hook.result.current).toBe(false);
    // Closed again: never comes back.
    hook.rerender({ open: false });
    expect(hook.result.current).toBe(false);
  });

  it('mounted open (a deep link): no idle preload, no warm-up', async () => {
    const { hook, pageIdle } = mount(true);
    hook.rerender({ open: false });
    await pageIdle();
    expect(runPrefetch).not.toHaveBeenCalled();
    expect(hook.result.current).toBe(false);
  });

  it('a failed chunk or prefetch: no warm-up', async () => {
    jest.mocked(runPrefetch).mockReturnValueOnce(Promise.reject(new Error('offline')));
    const { hook, pageIdle } = mount(false);
    await pageIdle();
    expect(hook.result.current).toBe(false);
  });

  it('unmounted before the page is idle: nothing runs', async () => {
    const { hook, pageIdle } = mount(false);
    hook.unmount();
    await pageIdle();
    expect(runPrefetch).not.toHaveBeenCalled();
  });
});
