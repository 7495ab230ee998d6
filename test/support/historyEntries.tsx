import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import type { CashierAppProps } from '@contracts/host/props';
import { CashierRoot } from '@/app/CashierRoot';

/**
 * Mounts the real cashier like `renderCashier`, but on history entries that may carry a `state` (what Back/Forward or
 * a reload restores: maybe another player's, maybe hand-made), and records the `state` of every location the cashier
 * goes to, so a test can check that nothing personal is put in `history.state` (docs/architecture.md, "One player at
 * a time").
 */
export function renderCashierOnHistory(entries: InitialEntry[], props: CashierAppProps = {}) {
  const states: unknown[] = [];
  const location = { current: '' };
  function LocationProbe() {
    const current = useLocation();
    location.current = `${current.pathname}${current.search}`;
    states.push(current.state);
    return null;
  }
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <LocationProbe />
      <CashierRoot props={{ apiBaseUrl: 'http://localhost', requestTimeoutMs: 2000, ...props }} />
    </MemoryRouter>,
  );
  return { ...result, user, location: () => location.current, states: () => states };
}
