import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { getHistory, type HistoryData } from '@contracts/api/history';
import { baseApi } from '@/shared/api/baseApi';

/*
 * The newest page of the player's money records in one direction (the history's `in` or `out` list): where a flow's
 * re-read of a lost answer looks for what its intent made (madeRecord.ts; docs/architecture.md, "Re-reading a lost
 * answer"). Imported only by the flows' re-reads, so it loads with them (the `money-recheck` chunk).
 */

const newestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A record the intent just made is on the first page; read fresh each time, kept for nobody.
    getNewestRecords: build.query<HistoryData, 'in' | 'out'>({
      query: (mode) => ({ call: getHistory, params: { mode }, query: { page: '1' } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Reads the newest page of the `mode` records from the server (never the cache). */
export function readNewestRecords(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, mode: 'in' | 'out') {
  return dispatch(newestApi.endpoints.getNewestRecords.initiate(mode, { forceRefetch: true, subscribe: false }));
}
