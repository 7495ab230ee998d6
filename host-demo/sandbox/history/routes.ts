import { DEFAULT_HISTORY_PAGE, getHistory } from '../../../contracts/api/history';
import { toIso } from '../time';
import { handlerFor } from '../handler';

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 10;

/**
 * GET /rest/cash/history/:mode/ — the player's transactions (deposits made in the sandbox included), newest
 * first.
 */
export const historyHandlers = [
  handlerFor(getHistory).player(({ player, params, query }) => {
    const page = query.page === undefined ? DEFAULT_HISTORY_PAGE : Number(query.page);
    const all = player.transactions
      .filter((tx) => params.mode === 'all' || tx.direction === params.mode)
      .sort((a, b) => b.createdAt - a.createdAt);
    const items = all.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE).map((tx) => ({
      id: tx.id,
      status: tx.status,
      direction: tx.direction,
      amount: tx.amount,
      currency: tx.currency,
      method: tx.methodLabel,
      createdAt: toIso(tx.createdAt),
      cancelable: tx.kind === 'redeem' && tx.status === 'pending',
    }));
    return { items, page, pageCount: Math.ceil(all.length / HISTORY_PAGE_SIZE), totalItems: all.length };
  }),
];
