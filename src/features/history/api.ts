import {
  cancelTransaction,
  getHistory,
  type HistoryData,
  type HistoryMode,
  type TransactionResultData,
} from '@contracts/api/history';
import { baseApi } from '@/shared/api/baseApi';

/**
 * One list of the history: a mode, for one player. The epoch (shared/player/playerSlice.ts) is not sent; it keys the
 * cache entry, so a list never shows what was asked for a player who is gone (docs/architecture.md, "One player at a
 * time").
 */
export interface HistoryListArgs {
  mode: HistoryMode;
  epoch: number;
}

/**
 * The next page after `last`, while there is one (docs/product/history.md, "Paging": pages from 1 to `pageCount`).
 */
export function nextHistoryPage(last: HistoryData): number | undefined {
  return last.page < last.pageCount ? last.page + 1 : undefined;
}

/** The history's calls (docs/product/history.md): a mode's list page by page, and the cancel of a pending redemption. */
export const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHistoryPages: build.infiniteQuery<HistoryData, HistoryListArgs, number>({
      query: ({ queryArg: { mode }, pageParam }) => ({
        call: getHistory,
        params: { mode },
        query: { page: String(pageParam) },
      }),
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: nextHistoryPage,
      },
      // A list left (another tab, another screen) is forgotten: coming back starts again at page 1, so a status the
      // server changed since is never hidden by a cached page.
      keepUnusedDataFor: 0,
    }),
    cancelRedeem: build.mutation<TransactionResultData, string>({
      query: (id) => ({ call: cancelTransaction, params: { id } }),
    }),
  }),
});

export const { useGetHistoryPagesInfiniteQuery, useCancelRedeemMutation } = historyApi;
