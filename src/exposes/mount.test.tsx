import { act, waitFor } from '@testing-library/react';
import { cashierShadowRoot, declaredStyle, screen } from '@test/support/screen';
import { installSandboxServer } from '@test/support/sandbox';
import { getEventBus } from '@/shared/events/bus';
import { mount } from './mount';

const { sandbox } = installSandboxServer();

beforeEach(() => {
  sandbox.admin.loginAs('verified');
  window.history.replaceState(null, '', '/');
});

/** mount() renders synchronously into a React root; act() lets the test see that render settle. */
function mountInAct(element: HTMLElement) {
  let handle: ReturnType<typeof mount> | undefined;
  act(() => {
    handle = mount(element, { apiBaseUrl: 'http://localhost' });
  });
  if (!handle) throw new Error('mount returned nothing');
  return handle;
}

function hostElement() {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

describe('mount (hosts without React)', () => {
  it('opens at the page location (deep link) and follows back/forward', async () => {
    window.history.pushState(null, '', '/cash/history/');
    const element = hostElement();
    const cashier = mountInAct(element);
    expect(await screen.findByRole('dialog', { name: 'Transaction history' })).toBeInTheDocument();

    act(() => cashier.navigate('/cash/deposit/'));
    expect(await screen.findByRole('dialog', { name: 'Select a package' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cash/deposit/');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('dialog', { name: 'Transaction history' })).toBeInTheDocument();
    act(() => cashier.unmount());
    element.remove();
  });

  it('navigate opens and closes the cashier; update changes props in place', async () => {
    const opened: boolean[] = [];
    const stop = getEventBus().on('CASH_IS_OPEN', ({ isOpen }) => opened.push(isOpen));
    const element = hostElement();
    const cashier = mountInAct(element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => cashier.navigate('/cash/deposit/'));
    const dialog = await screen.findByRole('dialog');
    act(() => cashier.update({ zIndexBase: 12000 }));
    await waitFor(() =>
      expect(declaredStyle(screen.getByRole('dialog').parentElement as Element, 'z-index')).toBe('12000'),
    );
    expect(dialog).toBeInTheDocument();
    act(() => cashier.navigate('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opened).toEqual([true, false]);
    stop();
    act(() => cashier.unmount());
    element.remove();
  });

  it('unmount leaves no DOM, style tags, bus listeners or scroll lock behind', async () => {
    const bus = getEventBus();
    const listenersBefore = bus.listenerCount();
    const stylesBefore = document.querySelectorAll('style').length;
    const element = hostElement();
    const cashier = mountInAct(element);
    act(() => cashier.navigate('/cash/deposit/'));
    await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    expect(cashierShadowRoot()?.querySelectorAll('style').length).toBeGreaterThan(0);

    act(() => cashier.unmount());
    expect(element.childNodes).toHaveLength(0);
    expect(document.querySelector('[data-cashier-root]')).toBeNull();
    expect(document.querySelectorAll('style')).toHaveLength(stylesBefore);
    expect(document.body.style.overflow).toBe('');
    expect(bus.listenerCount()).toBe(listenersBefore);
    // A second unmount, or calls after it, are harmless.
    expect(() => {
      cashier.unmount();
      cashier.navigate('/cash/deposit/');
      cashier.update({ locale: 'es' });
    }).not.toThrow();
    element.remove();
  });
});
