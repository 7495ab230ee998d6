import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import type { Transaction } from '@contracts/api/history';
import { focusRing } from '@/shared/ui/focusRing';
import { token } from '@/shared/ui/theme';
import { ROW_HEIGHT, TransactionRow } from './TransactionRow';

/** Rows drawn beyond the visible ones on each side (kept small: the DOM holds only what is near the viewport). */
const OVERSCAN = 5;
/** Start loading the next page when the last drawn row is this close to the end of the loaded rows. */
const LOAD_AHEAD = 10;
/** The viewport's height assumed before layout (and where there is none, as in jsdom): six rows. */
const FALLBACK_HEIGHT = ROW_HEIGHT * 6;

// At most six rows high (60% of a short screen); fewer rows take only their own height, with no empty band below.
const Scroller = styled.div`
  max-height: min(60vh, ${ROW_HEIGHT * 6}px);
  overflow-y: auto;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorSurface')};
  ${focusRing}
`;

/** The rows drawn: from `first` to `last` (inclusive, not yet bounded by the row count). */
export interface RowWindow {
  first: number;
  last: number;
}

/**
 * The rows to draw for a scroll position and a viewport height: every row the viewport shows, and OVERSCAN more on
 * each side. Rows all have ROW_HEIGHT, so the window is arithmetic (no measuring); a height of 0 (not laid out yet)
 * counts as FALLBACK_HEIGHT, so the first rows still draw.
 */
export function rowWindow(scrollTop: number, viewportHeight: number): RowWindow {
  const height = viewportHeight > 0 ? viewportHeight : FALLBACK_HEIGHT;
  const top = Math.max(0, scrollTop);
  return {
    first: Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN),
    last: Math.ceil((top + height) / ROW_HEIGHT) - 1 + OVERSCAN,
  };
}

/**
 * The rows of a window that exist when the list holds `count` rows. A window past the end (the list shrank under a
 * scrolled viewport: another tab's shorter list) moves back to end at the last row, keeping its size, so the viewport
 * the browser scrolls back to is drawn, not left blank until the next scroll event.
 */
export function rowsDrawn(window: RowWindow, count: number): RowWindow {
  const last = Math.min(window.last, count - 1);
  return { first: Math.max(0, Math.min(window.first, last - (window.last - window.first))), last };
}

export interface VirtualTransactionListProps {
  rows: readonly Transaction[];
  label: string;
  /** Total rows of the mode (aria-setsize). */
  total: number;
  /** Near the end of the loaded rows with more to come: ask for the next page. */
  onNearEnd: () => void;
  onCancel: (row: Transaction) => void;
}

/**
 * The transactions as a windowed list: only the rows near the viewport are in the DOM, whatever the length, each
 * announced with its position in the whole list. Every row is ROW_HEIGHT tall, so which rows to draw follows from the
 * scroll position alone (`rowWindow`); a scroll that changes them re-renders at once (in the scroll event, so a fast
 * fling never shows an empty band). The scroller takes focus so it scrolls by keyboard.
 */
export function VirtualTransactionList({ rows, label, total, onNearEnd, onCancel }: VirtualTransactionListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<RowWindow>(() => rowWindow(0, 0));

  /** Reads the scroller and draws the rows it shows; in a scroll event, at once (`sync`). */
  const follow = useCallback((sync: boolean) => {
    const element = scroller.current;
    if (!element) return;
    const next = rowWindow(element.scrollTop, element.clientHeight);
    const update = () =>
      setDrawn((current) => (current.first === next.first && current.last === next.last ? current : next));
    if (sync) flushSync(update);
    else update();
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => follow(true);
    element.addEventListener('scroll', onScroll, { passive: true });
    // The viewport's height changes with the window (60vh): more or fewer rows to draw.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => follow(false));
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [follow]);

  // Before paint, whenever the row count changes (and on mount): a shorter list has moved the scroll position back.
  useLayoutEffect(() => follow(false), [follow, rows.length]);

  const { first, last } = rowsDrawn(drawn, rows.length);

  useEffect(() => {
    if (rows.length > 0 && last >= rows.length - LOAD_AHEAD) onNearEnd();
  }, [last, onNearEnd, rows.length]);

  const items: ReactNode[] = [];
  for (let index = first; index <= last; index += 1) {
    const row = rows[index];
    if (!row) continue;
    items.push(
      <div
        key={row.id}
        role="listitem"
        aria-posinset={index + 1}
        aria-setsize={total}
        data-index={index}
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          height: ROW_HEIGHT,
          transform: `translateY(${index * ROW_HEIGHT}px)`,
        }}
      >
        <TransactionRow row={row} onCancel={onCancel} />
      </div>,
    );
  }

  return (
    <Scroller ref={scroller} tabIndex={0} role="region" aria-label={label} data-testid="history-scroller">
      <div role="list" aria-label={label} style={{ position: 'relative', height: rows.length * ROW_HEIGHT }}>
        {items}
      </div>
    </Scroller>
  );
}
