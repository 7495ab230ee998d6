import { createAsyncThunk } from '@reduxjs/toolkit';
import { cashierApi, type CashData } from './api';
import { logger } from '@/shared/log';

/**
 * docs/product/cash-data.md#loading-app-cash: a failed app-cash load is logged and yields null; an aborted one is logged as canceled.
 * Callers get `null` instead of an exception, so a failed refresh never breaks the screen that asked.
 */
const selectCashData = cashierApi.endpoints.getCashData.select();

/**
 * `unlessAnsweredSince` (ms since the epoch): an answer to a request started at or after it is kept and nothing is
 * sent (a request started before, and answered since, is still refreshed).
 */
export interface LoadCashDataOptions {
  unlessAnsweredSince?: number;
}

export const loadCashData = createAsyncThunk<CashData | null, LoadCashDataOptions | undefined>(
  'cashier/loadCashData',
  async (options, { dispatch, getState, signal }) => {
    // An entry's refresh when the screen's own query already took this entry's answer (a cold open whose calls the
    // host's runtime plugin started: docs/architecture.md, "Opening fast"): that answer is the fresh one.
    const since = options?.unlessAnsweredSince;
    if (since !== undefined) {
      const kept = selectCashData(getState() as Parameters<typeof selectCashData>[0]);
      if (kept.data !== undefined && kept.status === 'fulfilled' && (kept.startedTimeStamp ?? 0) >= since)
        return kept.data;
    }
    const request = dispatch(
      cashierApi.endpoints.getCashData.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    const abort = () => request.abort();
    signal.addEventListener('abort', abort);
    try {
      const result = await request;
      if (result.error) {
        // Cancelled by us (leaving the cash area) arrives either as our own code or as RTK's AbortError.
        const aborted =
          signal.aborted ||
          ('code' in result.error && result.error.code === 'aborted') ||
          result.error.name === 'AbortError';
        if (aborted) logger.info('app cash load canceled');
        // A lost session is an expected outcome (the host has been told: logout), not a fault: no console.error.
        else if ('code' in result.error && result.error.code === 'unauthorized')
          logger.info('app cash load failed', result.error);
        else logger.error('app cash load failed', result.error);
        return null;
      }
      return result.data ?? null;
    } finally {
      signal.removeEventListener('abort', abort);
    }
  },
);
