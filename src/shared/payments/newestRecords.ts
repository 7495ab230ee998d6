import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { getHistory, type HistoryData } from '@contracts/api/history';
import { baseApi } from '@/shared/api/baseApi';
import { logger } from '@/shared/log';
import type { Intent } from './intentBook';
import { madeRecord } from './madeRecord';
import type { Found, RecheckContext } from './useIntentCall';

/*
 * The newest page of the player's money records in one direction (the history's `in` or `out` list): where a flow's
 * re-read of a lost answer looks for what its intent made (madeRecord.ts; docs/architecture.md, "Re-reading a lost
 * answer"). Imported by the flows' re-reads, so it loads with them (the `money-recheck` chunk), and by the history
screen, which re-reads the `out` list after a cancel whose answer was lost or said the row could not be cancelled.
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

type RecordsDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** What a flow asked to move (the amount of the money call) and in which currency. */
export interface AskedMoney {
  amount: number;
  currency: string;
}

/**
 * A flow's re-read of a lost answer as its chunk exports it (a payment's, a payout's): with the store's
 * dispatch, the intent, the kit's context and what was asked, what the intent made, or not found.
 */
export type MoneyRecheck<F extends Found> = (
  dispatch: RecordsDispatch,
  intent: Intent,
  context: RecheckContext,
  asked: AskedMoney,
) => Promise<F | 'not-found'>;

/** Reads the newest page of the `mode` records from the server (never the cache). */
export function readNewestRecords(dispatch: RecordsDispatch, mode: 'in' | 'out') {
  return dispatch(newestApi.endpoints.getNewestRecords.initiate(mode, { forceRefetch: true, subscribe: false }));
}

/**
 * The one record of `mode` this run's request made among the newest (madeRecord's rule), or null: none, two or more,
 * or the history could not be read (logged under the flow's name).
 */
export async function findMadeRecord(
  dispatch: RecordsDispatch,
  mode: 'in' | 'out',
  asked: AskedMoney,
  { claimed, sentAt }: RecheckContext,
  flow: string,
) {
  const read = await readNewestRecords(dispatch, mode);
  if (!read.data) {
    logger.warn(`${flow}: the history could not be read after a lost answer`, read.error);
    return null;
  }
  return madeRecord(read.data.items, { direction: mode, ...asked, since: sentAt, claimed });
}
