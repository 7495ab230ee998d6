import { within } from '@testing-library/react';
import { screen } from '@test/support/screen';

/** The history screen's calls as msw patterns, and its route: shared by the history screen's tests. */
export const HISTORY_URL = 'http://localhost/rest/cash/history/:mode/';
export const CANCEL_URL = 'http://localhost/rest/cash/history/output/:id/';
export const HISTORY_PATH = '/cash/history/';

/** The transaction rows in the DOM (the list is virtual: only the rows rendered). */
export const rowsShown = () => within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
