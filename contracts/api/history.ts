import * as v from 'valibot';
import { calls, get, post } from './factories';
import { Count, Id, IsoDateTime, Money, withBalance } from './common';

/** Statuses of a transaction: a successful cancel turns `pending` into `canceled`. */
export const TRANSACTION_STATUSES = ['pending', 'closed', 'canceled', 'denied'] as const;
/** Status of a transaction. */
export const TransactionStatus = v.picklist(TRANSACTION_STATUSES);
export type TransactionStatus = v.InferOutput<typeof TransactionStatus>;

/** Direction of one transaction: money in (deposit) or out (redemption). */
export const TRANSACTION_DIRECTIONS = ['in', 'out'] as const;
/** Direction of one transaction. */
export const TransactionDirection = v.picklist(TRANSACTION_DIRECTIONS);
export type TransactionDirection = v.InferOutput<typeof TransactionDirection>;

/** History list modes (direction filters); default `all`. */
export const HISTORY_MODES = ['in', 'out', 'all'] as const;
/** History list mode. */
export const HistoryMode = v.picklist(HISTORY_MODES);
export type HistoryMode = v.InferOutput<typeof HistoryMode>;

/** Default history mode and page (docs/product/constants.md#history-defaults). */
export const DEFAULT_HISTORY_MODE = 'all' satisfies HistoryMode;
export const DEFAULT_HISTORY_PAGE = 1;

/** One deposit or redemption; `amount` ≥ 0 in `currency`, `method` the method's display name, `cancelable` for pending redemptions. */
export const Transaction = v.object({
  id: Id,
  status: TransactionStatus,
  direction: TransactionDirection,
  ...Money.entries,
  method: v.pipe(v.string(), v.nonEmpty()),
  createdAt: IsoDateTime,
  cancelable: v.boolean(),
});
export type Transaction = v.InferOutput<typeof Transaction>;

/** Path parameters of the history list: the mode. */
export const HistoryParams = v.object({
  mode: HistoryMode,
});
export type HistoryParams = v.InferOutput<typeof HistoryParams>;

/** Query of the history list: the 1-based page as a string (query values arrive as strings); default 1. */
export const HistoryQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d*$/, 'page must be a whole number ≥ 1'))),
});
export type HistoryQuery = v.InferOutput<typeof HistoryQuery>;

/** One page of the history, newest first, with the page info. */
export const HistoryData = v.object({
  items: v.array(Transaction),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageCount: Count,
  totalItems: Count,
});
export type HistoryData = v.InferOutput<typeof HistoryData>;

/** A transaction after a change (created or canceled) and the player's balance after it. */
export const TransactionResultData = withBalance({ transaction: Transaction });
export type TransactionResultData = v.InferOutput<typeof TransactionResultData>;

/** Path parameters of the cancel call: the transaction id. */
export const TransactionIdParams = v.object({
  id: Id,
});
export type TransactionIdParams = v.InferOutput<typeof TransactionIdParams>;

export const { getHistory, cancelTransaction } = calls('history', {
  /** GET /rest/cash/history/:mode/ — one page of transactions (mode in|out|all, query page). */
  getHistory: get('/rest/cash/history/:mode/', HistoryData, { params: HistoryParams, query: HistoryQuery }),
  /** POST /rest/cash/history/output/:id/ — cancels a pending redemption; returns it (canceled) and the balance. */
  cancelTransaction: post('/rest/cash/history/output/:id/', undefined, TransactionResultData, {
    params: TransactionIdParams,
  }),
});
