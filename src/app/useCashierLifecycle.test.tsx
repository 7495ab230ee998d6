import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { getEventBus } from '@/shared/events/bus';
import { installSandboxServer } from '@test/support/sandbox';
import { makeStore } from './store';
import { useCashierLifecycle } from './useCashierLifecycle';

const { sandbox } = installSandboxServer();
beforeEach(() => sandbox.admin.loginAs('verified'));

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.body.style.overflow = '';
});

function mount(isCash: boolean, path: string) {
  const made = makeStore({ apiBaseUrl: 'http://localhost', requestTimeoutMs: 2000 });
  stops.push(made.start());
  const heard: string[] = [];
  stops.push(getEventBus().onAny((type, payload) => heard.push(`${type} ${JSON.stringify(payload)}`)));
  const root = document.createElement('div');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={made.store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
  const hook = renderHook(({ open, at }: { open: boolean; at: string }) => useCashierLifecycle(open, at, root), {
    wrapper,
    initialProps: { open: isCash, at: path },
  });
  return { hook, heard, cashEvents: () => heard.filter((line) => /^(open-cash|leave-cash|CASH_IS_OPEN)/.test(line)) };
}

describe('useCashierLifecycle', () => {
  it('entering: the host hears open-cash with the path in a later task, and the page stops scrolling', async () => {
    const { cashEvents } = mount(true, '/cash/deposit/');
    expect(cashEvents()).toEqual([]);
    await waitFor(() =>
      expect(cashEvents()).toEqual(['open-cash {"path":"/cash/deposit/"}', 'CASH_IS_OPEN {"isOpen":true}']),
    );
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('moving between cash screens runs nothing again; leaving reports the last cash path and gives the scroll back', async () => {
    const { hook, cashEvents } = mount(true, '/cash/deposit/');
    await waitFor(() => expect(cashEvents()).toHaveLength(2));
    hook.rerender({ open: true, at: '/cash/history/' });
    hook.rerender({ open: false, at: '/lobby/' });
    expect(cashEvents().slice(2)).toEqual(['leave-cash {"path":"/cash/history/"}', 'CASH_IS_OPEN {"isOpen":false}']);
    expect(document.body.style.overflow).toBe('');
  });

  it('opened and left before the host heard of it: it hears nothing', async () => {
    const { hook, cashEvents } = mount(true, '/cash/deposit/');
    hook.rerender({ open: false, at: '/lobby/' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cashEvents()).toEqual([]);
  });
});
