import {
  cancelTransaction,
  getHistory,
  type HistoryData,
  type HistoryMode,
  type TransactionResultData,
} from '@contracts/api/history';
import { baseApi } from '@/shared/api/baseApi';

/** One page of one mode. */
export interface HistoryPageArgs {
  mode: HistoryMode;
  page: number;
}

/** The history's calls (docs/product/history.md): one page of a mode, and the cancel of a pending redemption. */
export const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHistoryPage: build.query<HistoryData, HistoryPageArgs>({
      query: ({ mode, page }) => ({ call: getHistory, params: { mode }, query: { page: String(page) } }),
      // The screen keeps the rows it shows; a cached page would hide a status the server changed since.
      keepUnusedDataFor: 0,
    }),
    cancelTransaction: build.mutation<TransactionResultData, string>({
      query: (id) => ({ call: cancelTransaction, params: { id } }),
    }),
  }),
});

export const { useLazyGetHistoryPageQuery, useCancelTransactionMutation } = historyApi;
