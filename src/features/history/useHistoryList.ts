import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { HISTORY_MODES, type HistoryMode, type Transaction } from '@contracts/api/history';
import { logger } from '@/shared/log';
import { selectPlayerEpoch } from '@/shared/player/playerSlice';
import { historyApi, useGetHistoryPagesInfiniteQuery } from './api';

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

type HistoryState = Parameters<ReturnType<typeof historyApi.endpoints.getHistoryPages.select>>[0];
const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<HistoryState, unknown, UnknownAction>>();

/**
 * The rows of one mode, page by page, from the RTK Query infinite query `getHistoryPages` (its pages are one cache
 * entry per mode and player): a new mode shows that mode from page 1, `loadMore` appends the next page. A failed load
 * is logged and returned; the rows shown stay as they were. The entry is keyed by the player epoch, so when the
 * player is dropped (docs/architecture.md, "One player at a time") the rows go, page 1 is asked again for whoever is
 * signed in now, and what was asked for the previous player is never shown.
 */
export function useHistoryList(mode: HistoryMode): HistoryList {
  const epoch = useSelector(selectPlayerEpoch);
  const dispatch = useThunkDispatch();
  // `currentData`, not `data`: while another mode or player loads, `data` would still be the previous list.
  const {
    currentData,
    isError,
    error,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useGetHistoryPagesInfiniteQuery({ mode, epoch });

  const pages = currentData?.pages;
  const rows = useMemo(
    () => (pages ?? []).reduce<Transaction[]>((shown, page) => appendUnique(shown, page.items), []),
    [pages],
  );
  const last = pages?.[pages.length - 1];
  // A rejected entry always holds its error (RTK Query: the base query's, or the serialized throw).
  const failed: unknown = isError ? (error ?? null) : null;
  const failedPage = isFetchNextPageError && last ? last.page + 1 : 1;

  const logged = useRef<unknown>(null);
  useEffect(() => {
    if (failed === null || logged.current === failed) return;
    logged.current = failed;
    logger.error(`history: page ${failedPage} of ${mode} not loaded`, failed);
  }, [failed, failedPage, mode]);

  const loadMore = useCallback(() => {
    if (isFetching || !hasNextPage) return;
    void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetching]);
  const hasPages = pages !== undefined;
  const retry = useCallback(() => void (hasPages ? fetchNextPage() : refetch()), [fetchNextPage, hasPages, refetch]);
  const replaceRow = useCallback(
    (row: Transaction) => {
      // Every list of this player's (the row may be in All and in its direction); never another player's.
      for (const listMode of HISTORY_MODES)
        dispatch(
          historyApi.util.updateQueryData('getHistoryPages', { mode: listMode, epoch }, (draft) => {
            for (const page of draft.pages) {
              const index = page.items.findIndex((item) => item.id === row.id);
              if (index >= 0) page.items[index] = row;
            }
          }),
        );
    },
    [dispatch, epoch],
  );

  return {
    rows,
    page: last?.page ?? 0,
    pageCount: last?.pageCount ?? 0,
    totalItems: last?.totalItems ?? 0,
    loading: !hasPages && failed === null,
    appending: isFetchingNextPage,
    error: failed,
    hasMore: hasPages && hasNextPage,
    loadMore,
    retry,
    replaceRow,
    epoch,
  };
}
