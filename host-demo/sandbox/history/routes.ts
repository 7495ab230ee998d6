import { cancelTransaction, DEFAULT_HISTORY_PAGE, getHistory } from '../../../contracts/api/history';
import type { Transaction } from '../account/playerRecord';
import { toIso } from '../time';
import { fail, handlerFor } from '../handler';

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 10;

const isCancelable = (tx: Transaction) => tx.kind === 'redeem' && tx.status === 'pending';

/** A sandbox transaction as the history call gives it. */
export const toWire = (tx: Transaction) => ({
  id: tx.id,
  status: tx.status,
  direction: tx.direction,
  amount: tx.amount,
  currency: tx.currency,
  method: tx.methodLabel,
  createdAt: toIso(tx.createdAt),
  cancelable: isCancelable(tx),
});

/**
 * GET /rest/cash/history/:mode/ — the player's transactions (deposits made in the sandbox included), newest
 * first. POST /rest/cash/history/output/:id/ — cancels a pending redemption and gives its money back to the
 * redeemable winnings (and the balance); anything else (a deposit, a settled row, an unknown id) is refused.
 */
export const historyHandlers = [
  handlerFor(getHistory).player(({ player, params, query }) => {
    const page = query.page === undefined ? DEFAULT_HISTORY_PAGE : Number(query.page);
    const all = player.transactions
      .filter((tx) => params.mode === 'all' || tx.direction === params.mode)
      .sort((a, b) => b.createdAt - a.createdAt);
    const items = all.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE).map(toWire);
    return { items, page, pageCount: Math.ceil(all.length / HISTORY_PAGE_SIZE), totalItems: all.length };
  }),
  handlerFor(cancelTransaction).player(({ player, params, log }) => {
    const tx = player.transactions.find((row) => row.id === params.id);
    if (!tx) return fail(404, 'No such transaction.');
    if (!isCancelable(tx)) return fail(409, 'Only a pending redemption can be cancelled.');
    tx.status = 'canceled';
    player.balance = Math.round((player.balance + tx.amount) * 100) / 100;
    player.winnings = Math.round((player.winnings + tx.amount) * 100) / 100;
    log({ level: 'info', kind: 'history', message: `redemption ${tx.id} cancelled; ${tx.amount} ${tx.currency} back` });
    return {
      transaction: toWire(tx),
      balance: { balance: player.balance, winnings: player.winnings, currency: player.currency },
    };
  }),
];
