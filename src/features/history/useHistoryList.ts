import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { HistoryMode, Transaction } from '@contracts/api/history';
import { logger } from '@/shared/log';
import { selectPlayerEpoch } from '@/shared/player/playerSlice';
import { useLazyGetHistoryPageQuery } from './api';

export interface HistoryList {
  rows: Transaction[];
  /** Last page shown (0 before the first answer). */
  page: number;
  pageCount: number;
  totalItems: number;
  /** The first page of the mode is loading (nothing of this mode shown yet). */
  loading: boolean;
  /** The next page is loading. */
  appending: boolean;
  /** What the last load failed with; the rows already shown stay. */
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
  /** Retries what failed: the first page, or the next one. */
  retry: () => void;
  /** Replaces one row (a cancel's answer) in place. */
  replaceRow: (row: Transaction) => void;
  /** The player epoch the rows belong to (shared/player/playerSlice.ts). */
  epoch: number;
}

/** Appends `next` to `rows`, keeping one row per id (docs/product/history.md, "Paging": ours). */
export function appendUnique(rows: readonly Transaction[], next: readonly Transaction[]): Transaction[] {
  const seen = new Set(rows.map((row) => row.id));
  return [...rows, ...next.filter((row) => !seen.has(row.id) && seen.add(row.id))];
}

/**
 * The rows of one mode, page by page: a new mode replaces the list (page 1), `loadMore` appends the next page. A
 * failed load is logged and returned; the rows shown stay as they were. Answers of a mode no longer shown are dropped.
 * The rows and paging belong to the player: when the player is dropped (docs/architecture.md, "One player at a
 * time") they go, answers asked for that player are dropped, and page 1 is asked again for whoever is signed in now.
 */
export function useHistoryList(mode: HistoryMode): HistoryList {
  const epoch = useSelector(selectPlayerEpoch);
  const [fetchPage] = useLazyGetHistoryPageQuery();
  const [rows, setRows] = useState<Transaction[]>([]);
  const [info, setInfo] = useState({ page: 0, pageCount: 0, totalItems: 0 });
  const [pending, setPending] = useState<'first' | 'next' | null>('first');
  const [error, setError] = useState<unknown>(null);
  const current = useRef({ mode, generation: 0 });
  const busy = useRef(false);

  const load = useCallback(
    async (page: number) => {
      const generation = current.current.generation;
      busy.current = true;
      setPending(page === 1 ? 'first' : 'next');
      setError(null);
      const result = await fetchPage({ mode, page });
      if (current.current.generation !== generation) return;
      busy.current = false;
      setPending(null);
      if (result.error || !result.data) {
        logger.error(`history: page ${page} of ${mode} not loaded`, result.error);
        setError(result.error ?? new Error('no data'));
        return;
      }
      const data = result.data;
      setRows((shown) => (page === 1 ? appendUnique([], data.items) : appendUnique(shown, data.items)));
      setInfo({ page: data.page, pageCount: data.pageCount, totalItems: data.totalItems });
    },
    [fetchPage, mode],
  );

  useEffect(() => {
    current.current = { mode, generation: current.current.generation + 1 };
    busy.current = false;
    setRows([]);
    setInfo({ page: 0, pageCount: 0, totalItems: 0 });
    void load(1);
  }, [load, mode, epoch]);

  const hasMore = info.page > 0 && info.page < info.pageCount;
  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    void load(info.page + 1);
  }, [hasMore, info.page, load]);
  const retry = useCallback(() => void load(info.page + 1), [info.page, load]);
  const replaceRow = useCallback(
    (row: Transaction) => setRows((shown) => shown.map((item) => (item.id === row.id ? row : item))),
    [],
  );

  return {
    rows,
    ...info,
    loading: pending === 'first',
    appending: pending === 'next',
    error,
    hasMore,
    loadMore,
    retry,
    replaceRow,
    epoch,
  };
}
