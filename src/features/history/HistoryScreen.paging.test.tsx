import { waitFor } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { logger } from '@/shared/log';
import { T, recordRequests, setUpCashierTest } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { HISTORY_URL, HISTORY_PATH, rowsShown } from '@test/support/history';
import { expectConsole } from '@test/support/console';

const { server, cleanups } = setUpCashierTest({ player: 'history-10k' });

const shownCount = () =>
  Number(/Showing (\d+) of/.exec(screen.getByText(/^Showing \d+ of 10\s000 transactions\.$/).textContent ?? '')?.[1]);

describe('history/ with 10,000 transactions', () => {
  it('fills the viewport page by page, appends on Load more without duplicates, and keeps only the rows near the viewport in the DOM', async () => {
    const requests = recordRequests(server, cleanups, (call) => call.startsWith('GET /rest/cash/history/'));
    const { user } = renderCashier({ path: HISTORY_PATH });
    await screen.findByText(/^Showing \d+ of 10\s000 transactions\.$/, {}, T);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled());
    const first = shownCount();
    expect(first).toBeGreaterThanOrEqual(10);
    for (let click = 0; click < 30; click += 1) {
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled());
    }
    // Every request appended one page of 10 (the viewport fill may still have been asking for one when `first` was
    // read, so count pages by the requests, not by the clicks alone).
    expect(requests.length).toBeGreaterThanOrEqual(first / 10 + 30);
    expect(shownCount()).toBe(requests.length * 10);
    expect(requests.map((request) => request.search)).toEqual(
      Array.from({ length: requests.length }, (_, index) => `?page=${index + 1}`),
    );
    const rows = rowsShown();
    expect(rows.length).toBeLessThanOrEqual(300);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    const ids = new Set(rows.map((row) => row.getAttribute('aria-posinset')));
    expect(ids.size).toBe(rows.length);
  }, 60000);

  it('a failed next page keeps the rows shown, is logged, and its Try again appends the page', async () => {
    const errors = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    cleanups.push(() => errors.mockRestore());
    const { user } = renderCashier({ path: HISTORY_PATH });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled(), T);
    const before = shownCount();
    let failures = 1;
    server.use(
      http.get(HISTORY_URL, () =>
        failures-- > 0 ? HttpResponse.json({ success: false, message: 'Busy' }, { status: 503 }) : undefined,
      ),
    );
    expectConsole('warn', '[cashier] history.getHistory failed with HTTP 503: Busy');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }, T));
    await waitFor(() => expect(shownCount()).toBe(before + 10));
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/page \d+ of all not loaded/), expect.anything());
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  }, 30000);

  it('a new tab replaces the list with page 1 of that direction', async () => {
    const { user } = renderCashier({ path: HISTORY_PATH });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled(), T);
    await user.click(screen.getByRole('tab', { name: 'Redemptions' }));
    await waitFor(() => expect(rowsShown()[0]).toHaveTextContent(/^Redemption/));
    expect(rowsShown().every((row) => row.textContent?.startsWith('Redemption'))).toBe(true);
    expect(screen.getByText(/^Showing [\d\s]+ of [\d\s]+ transactions\.$/).textContent).not.toMatch(/of 10\s000/);
  }, 30000);
});
