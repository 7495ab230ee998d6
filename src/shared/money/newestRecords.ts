import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { getHistory, type HistoryData } from '@contracts/api/history';
import { baseApi } from '@/shared/api/baseApi';

/*
 * The newest page of the player's money records in one direction (the history's `in` or `out` list), read fresh:
 * where a flow's re-read of a lost answer looks for what its intent made (findMadeRecord.ts; docs/architecture.md,
 * "Re-reading a lost answer"), and where the history screen looks after a cancel whose answer was lost or said the
 * row could not be cancelled. Only the read lives here, so the history's chunk carries no more than that.
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

/** The store's dispatch, as the re-reads and the history screen have it. */
export type RecordsDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Reads the newest page of the `mode` records from the server (never the cache). */
export function readNewestRecords(dispatch: RecordsDispatch, mode: 'in' | 'out') {
  return dispatch(newestApi.endpoints.getNewestRecords.initiate(mode, { forceRefetch: true, subscribe: false }));
}
