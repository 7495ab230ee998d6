/**
 * Bundled English of the history screen, loaded with its chunk through the manifest's message loader and merged
 * under server strings. Same rules as shared/i18n/en.ts.
 */
export const messages = {
  'history.heading': 'Transaction history',
  'history.tabs': 'Show transactions',
  'history.mode.all': 'All',
  'history.mode.in': 'Deposits',
  'history.mode.out': 'Redemptions',
  'history.loading': 'Loading transactions…',
  'history.loadingMore': 'Loading more transactions…',
  'history.empty': 'No transactions yet.',
  'history.empty.action': 'Buy your first package',
  'history.list': 'Transactions',
  'history.count': 'Showing {shown} of {total} transactions.',
  'history.loadMore': 'Load more',
  'history.direction.in': 'Deposit',
  'history.direction.out': 'Redemption',
  'history.status.pending': 'Pending',
  'history.status.closed': 'Completed',
  'history.status.canceled': 'Canceled',
  'history.status.denied': 'Denied',
  'history.notMoved': '(not moved)',
  'history.cancel': 'Cancel',
  'history.cancel.label': 'Cancel redemption of {amount}',
  'history.cancel.title': 'Cancel this redemption?',
  'history.cancel.text': 'The redemption of {amount} to {method} stops and the money returns to your balance.',
  'history.cancel.confirm': 'Yes, cancel it',
  'history.cancel.keep': 'Keep it',
  'history.cancel.done': 'The redemption of {amount} was canceled.',
  'history.cancel.unknown':
    'We did not get an answer, and your history still shows this redemption as pending. Trying again is safe: a redemption is never canceled twice.',
} satisfies Record<string, string>;
