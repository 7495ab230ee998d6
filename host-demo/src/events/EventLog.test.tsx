import { act, render, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { createIsolatedEventBus } from '../../../src/shared/events/bus';
import { EVENT_LOG_LIMIT, EventLog } from './EventLog';

describe('EventLog', () => {
  it('lists every bus event with its payload, newest first', () => {
    const bus = createIsolatedEventBus();
    render(<EventLog bus={bus} />);
    const log = screen.getByRole('region', { name: 'Event log' });
    expect(within(log).getByText('No events yet.')).toBeInTheDocument();

    act(() => {
      bus.emit('open-cash', { path: '/cash/deposit/' });
      bus.emit('CASH_IS_OPEN', { isOpen: true });
      bus.emit('balance-changed', { balance: 125.5, currency: 'USD' });
    });

    const entries = within(log).getAllByRole('listitem');
    expect(entries.map((entry) => entry.getAttribute('data-event-type'))).toEqual([
      'balance-changed',
      'CASH_IS_OPEN',
      'open-cash',
    ]);
    expect(entries[0]).toHaveTextContent('"balance": 125.5');
    expect(entries[2]).toHaveTextContent('"path": "/cash/deposit/"');
  });

  it('waits for the bus, keeps at most the newest entries, and can be cleared', async () => {
    const bus = createIsolatedEventBus();
    const { rerender, container } = render(<EventLog bus={null} />);
    expect(screen.getByText('Waiting for the cashier’s event bus…')).toBeInTheDocument();

    rerender(<EventLog bus={bus} />);
    act(() => {
      for (let i = 0; i <= EVENT_LOG_LIMIT; i += 1) bus.emit('re-init-data', { reason: `change ${i}` });
    });
    // A plain selector: role queries over 200 entries are slow enough in jsdom to hit the test timeout.
    const entries = container.querySelectorAll('[data-event-type]');
    expect(entries).toHaveLength(EVENT_LOG_LIMIT);
    expect(entries[0]).toHaveTextContent(`change ${EVENT_LOG_LIMIT}`);

    await userEvent.click(screen.getByRole('button', { name: 'Clear log' }));
    expect(container.querySelectorAll('[data-event-type]')).toHaveLength(0);
  });

  it('shows whether the cashier is open, also when it opened before the log subscribed', () => {
    const bus = createIsolatedEventBus();
    bus.emit('CASH_IS_OPEN', { isOpen: true });
    render(<EventLog bus={bus} />);
    expect(screen.getByText('The cashier is open.')).toBeInTheDocument();
    act(() => bus.emit('CASH_IS_OPEN', { isOpen: false }));
    expect(screen.getByText('The cashier is closed.')).toBeInTheDocument();
  });

  it('unsubscribes when it unmounts', () => {
    const bus = createIsolatedEventBus();
    const { unmount } = render(<EventLog bus={bus} />);
    expect(bus.listenerCount()).toBe(1);
    unmount();
    expect(bus.listenerCount()).toBe(0);
  });
});
