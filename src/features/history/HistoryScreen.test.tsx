import { act, waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { T, recordBalanceEvents, setUpCashierTest } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { HISTORY_URL, CANCEL_URL, HISTORY_PATH, rowsShown } from '@test/support/history';

const { sandbox, server, cleanups } = setUpCashierTest();

describe('history/', () => {
  it("dates each row in the player's time zone and names it", async () => {
    // The player is in New York (a zone Node cannot switch to mid-run, so every formatter made here defaults to it).
    // First in this file: the shared formatter keeps the formatters it made.
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const spy = jest
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(
        (locale?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) =>
          new RealDateTimeFormat(locale, { ...options, timeZone: options?.timeZone ?? 'America/New_York' }),
      );
    cleanups.push(() => spy.mockRestore());
    renderCashier({ path: HISTORY_PATH });
    await screen.findByRole('list', { name: 'Transactions' }, T);
    for (const row of rowsShown()) {
      expect(row).toHaveTextContent(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/);
      expect(row).not.toHaveTextContent(/UTC/);
    }
  });

  it('a denied or canceled amount says it did not move; a pending or completed one does not', async () => {
    renderCashier({ path: HISTORY_PATH });
    await screen.findByRole('list', { name: 'Transactions' }, T);
    const said = rowsShown().map((row) => [
      within(row).getByText(/^(Pending|Completed|Canceled|Denied)$/).textContent,
      /\(not moved\)/.test(row.textContent ?? ''),
    ]);
    expect(said).toEqual([
      ['Pending', false],
      ['Completed', false],
      ['Denied', true],
      ['Canceled', true],
      ['Completed', false],
    ]);
  });

  it('lists the transactions newest first with each status labelled, and filters by direction with the tabs (arrows too)', async () => {
    const { user } = renderCashier({ path: HISTORY_PATH });
    await screen.findByRole('list', { name: 'Transactions' }, T);
    const rows = rowsShown();
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent(/Redemption.*−40\.00 USD.*Visa •••• 4242.*Pending/);
    expect(rows.map((row) => within(row).getByText(/^(Pending|Completed|Canceled|Denied)$/).textContent)).toEqual([
      'Pending',
      'Completed',
      'Denied',
      'Canceled',
      'Completed',
    ]);
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('All');

    await user.click(screen.getByRole('tab', { name: 'Deposits' }));
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    expect(rowsShown().every((row) => row.textContent?.startsWith('Deposit'))).toBe(true);

    screen.getByRole('tab', { name: 'Deposits' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Redemptions' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Redemptions' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
    await user.keyboard('{Home}');
    expect(all).toHaveFocus();
    await waitFor(() => expect(rowsShown()).toHaveLength(5));
  });

  it("a new tab shows nothing of the previous one while its page 1 loads, and a tab's answer that comes after it was left is never shown", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let redemptionsReleased = false;
    const { user } = renderCashier({ path: HISTORY_PATH });
    await screen.findByRole('list', { name: 'Transactions' }, T);
    // Redemptions' page is held until the test lets it through; then the sandbox answers as usual.
    server.use(
      http.get(HISTORY_URL, async ({ params }) => {
        if (params.mode === 'out') {
          await held;
          redemptionsReleased = true;
        }
        return undefined;
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'Redemptions' }));
    expect(screen.getByText('Loading transactions…')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Deposits' }));
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    release();
    // Left, the tab's request is dropped (its cache entry goes; RTK Query aborts it); were it answered, it would be now.
    await waitFor(() => expect(redemptionsReleased).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(rowsShown()).toHaveLength(3);
    expect(rowsShown().every((row) => row.textContent?.startsWith('Deposit'))).toBe(true);
  });

  it('cancels a pending redemption by keyboard after confirming: the row turns canceled, the balance event carries the money back', async () => {
    const balances = recordBalanceEvents(cleanups);
    const { user } = renderCashier({ path: HISTORY_PATH });
    const cancel = await screen.findByRole('button', { name: 'Cancel redemption of 40.00 USD' }, T);
    expect(screen.getAllByRole('button', { name: /^Cancel redemption/ })).toHaveLength(1);
    cancel.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this redemption?' });
    expect(sandbox.admin.players().find((player) => player.id === 'verified')?.balance).toBe(250);
    within(dialog).getByRole('button', { name: 'Yes, cancel it' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this redemption?' })).not.toBeInTheDocument(),
    );
    expect(rowsShown()[0]).toHaveTextContent(/Canceled/);
    expect(screen.queryByRole('button', { name: /^Cancel redemption/ })).not.toBeInTheDocument();
    expect(screen.getByText('The redemption of 40.00 USD was canceled.')).toBeInTheDocument();
    expect(balances).toEqual([{ balance: 290, currency: 'USD' }]);
  });

  it('asks first: Keep it sends nothing and leaves the row pending', async () => {
    const calls: string[] = [];
    server.use(
      http.post(CANCEL_URL, () => {
        calls.push('cancel');
        return HttpResponse.error();
      }),
    );
    const { user } = renderCashier({ path: HISTORY_PATH });
    await user.click(await screen.findByRole('button', { name: 'Cancel redemption of 40.00 USD' }, T));
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog', { name: 'Cancel this redemption?' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(rowsShown()[0]).toHaveTextContent(/Pending/);
  });
});
