import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { Transaction } from '@contracts/api/history';
import { focusRing } from '@/shared/ui/focusRing';
import { token } from '@/shared/ui/theme';
import { ROW_HEIGHT, TransactionRow } from './TransactionRow';

/** Rows drawn beyond the visible ones on each side (kept small: the DOM holds only what is near the viewport). */
const OVERSCAN = 5;
/** Start loading the next page when the last drawn row is this close to the end of the loaded rows. */
const LOAD_AHEAD = 10;
/** The viewport assumed before layout (and where there is none, as in jsdom): about six rows. */
const FALLBACK_RECT = { width: 360, height: ROW_HEIGHT * 6 };

// At most six rows high (60% of a short screen); fewer rows take only their own height, with no empty band below.
const Scroller = styled.div`
  max-height: min(60vh, ${ROW_HEIGHT * 6}px);
  overflow-y: auto;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorSurface')};
  ${focusRing}
`;

/** A measured rect of 0 × 0 means "not laid out yet": keep the fallback so the first rows still draw. */
function observeRectOrFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  callback: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT));
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
 * The transactions as a virtual list (@tanstack/react-virtual): only the rows near the viewport are in the DOM,
 * whatever the length, each announced with its position in the whole list. The scroller takes focus so it scrolls
 * by keyboard.
 */
export function VirtualTransactionList({ rows, label, total, onNearEnd, onCancel }: VirtualTransactionListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectOrFallback,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastDrawn = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (rows.length > 0 && lastDrawn >= rows.length - LOAD_AHEAD) onNearEnd();
  }, [lastDrawn, onNearEnd, rows.length]);

  return (
    <Scroller ref={scroller} tabIndex={0} role="region" aria-label={label} data-testid="history-scroller">
      <div role="list" aria-label={label} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              role="listitem"
              aria-posinset={item.index + 1}
              aria-setsize={total}
              data-index={item.index}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <TransactionRow row={row} onCancel={onCancel} />
            </div>
          );
        })}
      </div>
    </Scroller>
  );
}
