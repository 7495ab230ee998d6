import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { T, recordBalanceEvents, recordRequests, setUpCashierTest, spyOnLoggedErrors } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { expectConsole } from '@test/support/console';

const { sandbox, server, cleanups } = setUpCashierTest();
const PATH = '/cash/winnings-to-entries/';
const URL = 'http://localhost/rest/cash/input/winnings-to-entries/';

describe('winnings-to-entries/ when calls fail or their answers are lost', () => {
  it('a lost answer (network) is never "nothing was converted": the winnings are re-read, the notice says it is not confirmed, and Try again sends the same key once', async () => {
    const errors = spyOnLoggedErrors(cleanups);
    const posts = recordRequests(server, cleanups, (call) => call === 'POST /rest/cash/input/winnings-to-entries/');
    let failures = 1;
    server.use(http.post(URL, () => (failures-- > 0 ? HttpResponse.error() : undefined)));
    const balances = recordBalanceEvents(cleanups);
    const { user } = renderCashier({ path: PATH });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to convert (USD)' }, T), '10');
    await user.click(screen.getByRole('button', { name: 'Convert 10.00 USD' }));
    expect(
      await screen.findByText(/could not confirm whether your conversion of 10.00 USD went through/, {}, T),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nothing was converted.')).toBeNull();
    // The re-read mounts the form again with fresh data: what the player typed is kept.
    expect(screen.getByRole('textbox', { name: 'Amount to convert (USD)' })).toHaveValue('10');
    expect(errors).toHaveBeenCalledWith('winnings to entries: the answer to a conversion was lost', expect.anything());
    expect(balances).toEqual([]);
    expect(sandbox.admin.players().find((player) => player.id === 'verified')?.winnings).toBe(120.5);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect(balances).toHaveLength(1);
  });

  it('a lost answer is judged after the re-read even when the page clock stands still (both answers carry the same time)', async () => {
    spyOnLoggedErrors(cleanups);
    // A page whose clock is held (a test clock, a frozen tab): every answer of the query has the same timestamp.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-02T10:00:00Z'));
    cleanups.push(() => now.mockRestore());
    let failures = 1;
    server.use(http.post(URL, () => (failures-- > 0 ? HttpResponse.error() : undefined)));
    const { user } = renderCashier({ path: PATH });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to convert (USD)' }, T), '10');
    await user.click(screen.getByRole('button', { name: 'Convert 10.00 USD' }));
    expect(
      await screen.findByText(/could not confirm whether your conversion of 10.00 USD went through/, {}, T),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Checking your winnings/)).toBeNull();
  });

  it('a definite refusal (4xx) says nothing was converted and keeps the amount; the next try is a new intent', async () => {
    spyOnLoggedErrors(cleanups);
    const posts = recordRequests(server, cleanups, (call) => call === 'POST /rest/cash/input/winnings-to-entries/');
    let failures = 1;
    server.use(
      http.post(URL, () =>
        failures-- > 0 ? HttpResponse.json({ success: false, message: 'Not now' }, { status: 422 }) : undefined,
      ),
    );
    const { user } = renderCashier({ path: PATH });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to convert (USD)' }, T), '10');
    await user.click(screen.getByRole('button', { name: 'Convert 10.00 USD' }));
    expect(await screen.findByText('Nothing was converted.', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount to convert (USD)' })).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect((posts[1]?.body as { idempotencyKey: string }).idempotencyKey).not.toBe(
      (posts[0]?.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('a contract-breaking answer to a conversion that happened: the re-read shows it went through, and converting again after a reopen is not sent with a new key', async () => {
    spyOnLoggedErrors(cleanups);
    const posts = recordRequests(server, cleanups, (call) => call === 'POST /rest/cash/input/winnings-to-entries/');
    sandbox.admin.setFault('winningsToEntries.convertWinningsToEntries', { kind: 'contract', times: 1 });
    const { user, unmount } = renderCashier({ path: PATH });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to convert (USD)' }, T), '5');
    await user.click(screen.getByRole('button', { name: 'Convert 5.00 USD' }));
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toBeInTheDocument();
    expect(screen.queryByText('Nothing was converted.')).toBeNull();
    expect(sandbox.admin.players().find((player) => player.id === 'verified')?.winnings).toBe(115.5);
    expect(posts).toHaveLength(1);
    unmount();

    // Closed and opened again: the same amount is a new conversion only now that the first one is settled.
    const again = renderCashier({ path: PATH });
    await again.user.type(await screen.findByRole('textbox', { name: 'Amount to convert (USD)' }, T), '5');
    await again.user.click(screen.getByRole('button', { name: 'Convert 5.00 USD' }));
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(2);
  });

  it('a lost answer, then the cashier closed before the player saw the outcome: reopening re-reads and retrying the same amount sends the same key', async () => {
    spyOnLoggedErrors(cleanups);
    const posts = recordRequests(server, cleanups, (call) => call === 'POST /rest/cash/input/winnings-to-entries/');
    sandbox.admin.setFault('winningsToEntries.convertWinningsToEntries', { kind: 'abort', times: 1 });
    const { user, unmount } = renderCashier({ path: PATH });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to convert (USD)' }, T), '5');
    await user.click(screen.getByRole('button', { name: 'Convert 5.00 USD' }));
    expect(await screen.findByText(/could not confirm whether/, {}, T)).toBeInTheDocument();
    unmount();

    const again = renderCashier({ path: PATH });
    expect(await screen.findByText(/could not confirm whether/, {}, T)).toBeInTheDocument();
    await again.user.type(await screen.findByRole('textbox', { name: 'Amount to convert (USD)' }, T), '5');
    await again.user.click(screen.getByRole('button', { name: 'Convert 5.00 USD' }));
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect(sandbox.admin.players().find((player) => player.id === 'verified')?.winnings).toBe(115.5);
  });

  it('a failed load shows the translated error with Try again, which loads the screen', async () => {
    spyOnLoggedErrors(cleanups);
    let failures = 1;
    server.use(
      http.get(URL, () =>
        failures-- > 0 ? HttpResponse.json({ success: false, message: 'Down' }, { status: 503 }) : undefined,
      ),
    );
    expectConsole('warn', '[cashier] winningsToEntries.getWinningsToEntries failed with HTTP 503: Down');
    const { user } = renderCashier({ path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, T));
    expect(await screen.findByRole('heading', { name: 'Convert winnings to entries' }, T)).toBeInTheDocument();
  });
});
