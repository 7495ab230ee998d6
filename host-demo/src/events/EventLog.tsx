import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CashierEventBus, CashierEventType } from '../../../contracts/host/events';
import { Muted, Panel, SecondaryButton } from '../ui/controls';
import { tokens } from '../ui/tokens';

/**
 * Older entries are dropped beyond this, so a long session does not grow the page without bound. The list
 * does not scroll on its own: a scroll box without focusable content cannot be scrolled by keyboard.
 */
export const EVENT_LOG_LIMIT = 200;

interface Entry {
  id: number;
  type: CashierEventType;
  payload: unknown;
  time: string;
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-top: 1px solid ${tokens.border};
    padding: 0.5rem 0;
  }
  code {
    font-family: ${tokens.mono};
    font-weight: 700;
    color: ${tokens.accent};
  }
  time {
    color: ${tokens.textMuted};
    margin-left: 0.5rem;
    font-size: 0.875rem;
  }
  pre {
    margin: 0.25rem 0 0;
    font-family: ${tokens.mono};
    font-size: 0.8125rem;
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

interface Props {
  /** The cashier's bus; null until the remote has loaded. */
  bus: CashierEventBus | null;
}

/** Every event on the cashier bus with its payload, newest first (tests read `data-event-type`). */
export function EventLog({ bus }: Props) {
  const titleId = useId();
  const [entries, setEntries] = useState<Entry[]>([]);
  const nextId = useRef(1);
  // The log starts when the host's code runs; a deep link may have opened the cashier before that, so the
  // current state comes from isOpen() and then follows CASH_IS_OPEN (the late-subscriber pattern of the README).
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!bus) return undefined;
    setOpen(bus.isOpen());
    return bus.onAny((type, payload) => {
      if (type === 'CASH_IS_OPEN') setOpen(bus.isOpen());
      const entry: Entry = { id: nextId.current++, type, payload, time: new Date().toLocaleTimeString() };
      setEntries((previous) => [entry, ...previous].slice(0, EVENT_LOG_LIMIT));
    });
  }, [bus]);

  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>Event log</h2>
      {bus ? (
        <Muted data-cashier-open={open}>The cashier is {open ? 'open' : 'closed'}.</Muted>
      ) : (
        <Muted>Waiting for the cashier’s event bus…</Muted>
      )}
      {entries.length === 0 ? (
        <Muted>No events yet.</Muted>
      ) : (
        <>
          <SecondaryButton type="button" onClick={() => setEntries([])}>
            Clear log
          </SecondaryButton>
          <List aria-label="Events, newest first">
            {entries.map((entry) => (
              <li key={entry.id} data-event-type={entry.type}>
                <code>{entry.type}</code>
                <time>{entry.time}</time>
                <pre>{JSON.stringify(entry.payload, null, 2)}</pre>
              </li>
            ))}
          </List>
        </>
      )}
    </Panel>
  );
}
