import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import type { CashierAppProps } from '@contracts/host/props';
import { CashierRoot } from '@/app/CashierRoot';

export interface RenderCashierOptions {
  /** Where the host's router starts (a deep link when under /cash/). */
  path?: string;
  props?: CashierAppProps;
  /** Pass `jest.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
}

/**
 * Mounts the real cashier (store, router, theme, i18n) inside a host router with a link that opens it, the
 * way a React host renders CashierApp. The network is whatever MSW serves (the sandbox in most tests).
 */
export function renderCashier({ path = '/', props = {}, advanceTimers }: RenderCashierOptions = {}) {
  const location = { current: path };
  function LocationProbe() {
    const current = useLocation();
    location.current = `${current.pathname}${current.search}`;
    return null;
  }
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <nav aria-label="Host">
        <Link to="/cash/deposit/">Open cashier</Link>
        <Link to="/lobby/">Lobby</Link>
      </nav>
      <LocationProbe />
      <CashierRoot props={{ apiBaseUrl: 'http://localhost', requestTimeoutMs: 2000, ...props }} />
    </MemoryRouter>,
  );
  return { ...result, user, location: () => location.current };
}
