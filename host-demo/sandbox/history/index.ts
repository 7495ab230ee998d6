import { cancelTransaction, getHistory } from '../../../contracts/api/history';
import type { SandboxArea } from '../area';
import { historyHandlers } from './routes';

/** The transaction history and the cancel of a pending redemption. */
export const historyArea: SandboxArea = {
  name: 'history',
  handlers: historyHandlers,
  shownText: {
    [getHistory.id]: ['data.items[].method'],
    [cancelTransaction.id]: ['data.transaction.method'],
  },
};
