/**
 * What a host sees, through the exposed modules: React's StrictMode in a development build, a signed-out
 * visit, a host that subscribes late, and a host that opens the cashier before its chunk has rendered.
 */
import { StrictMode, useState, type ReactNode } from 'react';
import { act, render, waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { installSandboxServer } from '@test/support/sandbox';
import type { CashierEventType } from '@contracts/host/events';
import { CashierApp } from '@/exposes/CashierApp';
import { getEventBus } from '@/shared/events/bus';
import { T } from '@test/support/cashierTest';
import { expectConsole } from '@test/support/console';

const { sandbox, server } = installSandboxServer();

const props = { apiBaseUrl: 'http://localhost', requestTimeoutMs: 2000 };

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  document.body.style.overflow = '';
  window.history.replaceState(null, '', '/');
});

/** Opens the browser at `url` and renders the host page `Page` in its BrowserRouter; `location()` is the router's path and query, as last rendered. */
function renderHostAt(url: string, Page: () => ReactNode) {
  window.history.replaceState(null, '', url);
  let location = '';
  function LocationTracker() {
    const current = useLocation();
    location = `${current.pathname}${current.search}`;
    return null;
  }
  render(
    <BrowserRouter>
      <LocationTracker />
      <Page />
    </BrowserRouter>,
  );
  return { location: () => location };
}

function recordEvents() {
  const events: { type: CashierEventType; payload: unknown }[] = [];
  cleanups.push(getEventBus().onAny((type, payload) => events.push({ type, payload })));
  return events;
}

/** The element's classes that have a rule in the cashier's sheet. */
function rulesFor(element: Element): string[] {
  // The cashier's sheet is its shadow root's style tag (docs/adr/0004-shadow-root.md), not the document's.
  const root = element.getRootNode();
  const css =
    root instanceof ShadowRoot ? Array.from(root.querySelectorAll('style'), (style) => style.textContent).join('') : '';
  return [...element.classList].filter((name) => css.includes(`.${name}{`));
}

describe('under <StrictMode> (React development build: mount, unmount, mount again)', () => {
  it('keeps one root element with its style tag and rules, and tells the host once', async () => {
    sandbox.admin.loginAs('verified');
    const events = recordEvents();
    const view = render(
      <StrictMode>
        <MemoryRouter initialEntries={['/cash/deposit/']}>
          <CashierApp {...props} />
        </MemoryRouter>
      </StrictMode>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select a package' }, T);
    const roots = document.querySelectorAll('[data-cashier-root]');
    expect(roots).toHaveLength(1);
    const style = roots[0]?.shadowRoot?.querySelector('style[data-styled]');
    expect(style?.isConnected).toBe(true);
    expect(rulesFor(dialog).length).toBeGreaterThan(0);
    expect(events.filter((event) => event.type === 'open-cash' || event.type === 'CASH_IS_OPEN')).toEqual([
      { type: 'open-cash', payload: { path: '/cash/deposit/' } },
      { type: 'CASH_IS_OPEN', payload: { isOpen: true } },
    ]);

    view.unmount();
    await waitFor(() => expect(events.filter((event) => event.type === 'leave-cash')).toHaveLength(1));
    expect(document.querySelectorAll('[data-cashier-root]')).toHaveLength(0);
    expect(events.filter((event) => event.type === 'CASH_IS_OPEN')).toEqual([
      { type: 'CASH_IS_OPEN', payload: { isOpen: true } },
      { type: 'CASH_IS_OPEN', payload: { isOpen: false } },
    ]);
  });
});

describe('a signed-out visit', () => {
  it('tells the host logout and open-auth-modal exactly once, and logs no console.error', async () => {
    // No session: every call but the two translation calls answers 401. The translations answer (200) after
    // the first 401 and before the geo check's call, as on a real network.
    sandbox.admin.setFault('i18n.getTranslations', { kind: 'delay', delayMs: 250 });
    const error = jest.spyOn(console, 'error');
    cleanups.push(() => error.mockRestore());
    // What it logs instead: the 401 at info, and the checks that need a player say why they did not run.
    expectConsole('info', '[cashier] app cash load failed');
    expectConsole('warn', '[cashier] terms check skipped: app init failed');
    expectConsole('warn', '[cashier] geo check failed');
    const events = recordEvents();
    const finished: string[] = [];
    const onEnd = ({ request }: { request: Request }) => finished.push(new URL(request.url).pathname);
    server.events.on('response:mocked', onEnd);
    cleanups.push(() => server.events.removeListener('response:mocked', onEnd));

    render(
      <MemoryRouter initialEntries={['/cash/deposit/']}>
        <CashierApp {...props} />
      </MemoryRouter>,
    );
    // Wait until the translations have answered and the enter calls (init, cash, geo after 500 ms) are in.
    await waitFor(() => expect(finished.some((path) => path.startsWith('/api/rest/translations/'))).toBe(true), T);
    await waitFor(
      () => expect(finished.filter((path) => path.startsWith('/rest/')).length).toBeGreaterThanOrEqual(3),
      T,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));

    expect(events.filter((event) => event.type === 'logout')).toEqual([
      { type: 'logout', payload: { reason: 'unauthorized' } },
    ]);
    expect(events.filter((event) => event.type === 'open-auth-modal')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('a host that subscribes late', () => {
  it('asks the bus whether the cashier is open', async () => {
    sandbox.admin.loginAs('verified');
    const view = render(
      <MemoryRouter initialEntries={['/cash/history/']}>
        <CashierApp {...props} />
      </MemoryRouter>,
    );
    await screen.findByRole('dialog', { name: 'Transaction history' }, T);
    // The host's own code loads now, after open-cash and CASH_IS_OPEN went out.
    expect(getEventBus().isOpen()).toBe(true);
    view.unmount();
    await waitFor(() => expect(getEventBus().isOpen()).toBe(false));
  });
});

describe('Close', () => {
  it('returns to the page the player came from when the cashier was opened before it first rendered', async () => {
    sandbox.admin.loginAs('verified');
    function Host() {
      const navigate = useNavigate();
      // The lazy CashierApp: its chunk arrives after the player pressed the host's button.
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          <button type="button" onClick={() => navigate('/cash/deposit/')}>
            Cashier
          </button>
          <button type="button" onClick={() => setLoaded(true)}>
            chunk arrives
          </button>
          {loaded && <CashierApp {...props} />}
        </>
      );
    }
    const { location } = renderHostAt('/games/slots/?sort=new', Host);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cashier' }));
    await user.click(screen.getByRole('button', { name: 'chunk arrives' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a package' }, T);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), T);
    expect(location()).toBe('/games/slots/?sort=new');
  });

  it('closes a deep link to the site root also after steps inside the cash area', async () => {
    sandbox.admin.loginAs('verified');
    const { location } = renderHostAt('/cash/deposit/', () => <CashierApp {...props} />);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Select a package' }, T);
    await user.click(
      within(await screen.findByRole('list', { name: 'Choose a package' }, T)).getByRole('button', {
        name: /^50 coins/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment method' }, T);
    // Once went back one step (to the package list) instead of closing: the deep link's entry index 0 read as unknown.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), T);
    expect(location()).toBe('/');
  });
});
