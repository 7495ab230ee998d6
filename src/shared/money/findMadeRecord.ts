import { logger } from '@/shared/log';
import type { Intent } from './intentBook';
import { madeRecord } from './madeRecord';
import { readNewestRecords, type RecordsDispatch } from './newestRecords';
import type { Found, RecheckContext } from './useIntentCall';

/*
 * What a flow's re-read of a lost answer does with the newest records (docs/architecture.md, "Re-reading a lost
 * answer"): finds the one record its intent made. Imported only by the flows' re-reads (the `money-recheck` chunk).
 */

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
