import { waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { T, recordBalanceEvents, setUpCashierTest, spyOnLoggedErrors } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { HISTORY_URL, CANCEL_URL, HISTORY_PATH, rowsShown } from '@test/support/history';

const { sandbox, server, cleanups } = setUpCashierTest();

describe('history/ when calls fail', () => {
  it('a failed cancel is logged and shown with Try again; the row stays pending and no balance event is sent; Try again then cancels', async () => {
    const errors = spyOnLoggedErrors(cleanups);
    let failures = 1;
    server.use(
      http.post(CANCEL_URL, () =>
        failures-- > 0
          ? HttpResponse.json({ success: false, message: 'Payout already sent' }, { status: 409 })
          : undefined,
      ),
    );
    const balances = recordBalanceEvents(cleanups);
    const { user } = renderCashier({ path: HISTORY_PATH });
    await user.click(await screen.findByRole('button', { name: 'Cancel redemption of 40.00 USD' }, T));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this redemption?' });
    expect(await within(dialog).findByRole('button', { name: 'Try again' }, T)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('cancel of tx-vera-5 failed'), expect.anything());
    expect(balances).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(rowsShown()[0]).toHaveTextContent(/Pending/);

    await user.click(screen.getByRole('button', { name: 'Cancel redemption of 40.00 USD' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(rowsShown()[0]).toHaveTextContent(/Canceled/));
    expect(balances).toHaveLength(1);
  });

  it('a cancel that happened but whose answer broke the contract: the history is read again and the row shows canceled, no error; the host hears the balance', async () => {
    spyOnLoggedErrors(cleanups);
    sandbox.admin.setFault('history.cancelTransaction', { kind: 'contract', times: 1 });
    const balances = recordBalanceEvents(cleanups);
    const { user } = renderCashier({ path: HISTORY_PATH });
    await user.click(await screen.findByRole('button', { name: 'Cancel redemption of 40.00 USD' }, T));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(rowsShown()[0]).toHaveTextContent(/Canceled/), T);
    expect(screen.queryByRole('dialog', { name: 'Cancel this redemption?' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(balances).toHaveLength(1));
  });

  it('a cancel whose answer was lost before the server acted: the history still shows it pending, the dialog says it cannot tell and Try again cancels once', async () => {
    spyOnLoggedErrors(cleanups);
    let failures = 1;
    server.use(http.post(CANCEL_URL, () => (failures-- > 0 ? HttpResponse.error() : undefined)));
    const { user } = renderCashier({ path: HISTORY_PATH });
    await user.click(await screen.findByRole('button', { name: 'Cancel redemption of 40.00 USD' }, T));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this redemption?' });
    expect(await within(dialog).findByText(/never canceled twice/, {}, T)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowsShown()[0]).toHaveTextContent(/Canceled/), T);
  });

  it('a cancel answered 500 (which may hide a cancel): the dialog says it cannot tell, with Try again', async () => {
    spyOnLoggedErrors(cleanups);
    sandbox.admin.setFault('history.cancelTransaction', { kind: 'status', status: 500 });
    const { user } = renderCashier({ path: HISTORY_PATH });
    await user.click(await screen.findByRole('button', { name: 'Cancel redemption of 40.00 USD' }, T));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this redemption?' });
    const text = await within(dialog).findByText(/never canceled twice/, {}, T);
    expect(text.closest('[data-cashier-outcome="unknown"]')).not.toBeNull();
  });

  it('a dialog closed while its cancel is under way: Cancel on the row shows that run (busy), never a second one; the row turns canceled once', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    server.use(
      http.post(CANCEL_URL, async () => {
        sent += 1;
        await held;
        return undefined;
      }),
    );
    const balances = recordBalanceEvents(cleanups);
    const { user } = renderCashier({ path: HISTORY_PATH });
    await user.click(await screen.findByRole('button', { name: 'Cancel redemption of 40.00 USD' }, T));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(sent).toBe(1), T);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this redemption?' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Cancel this redemption?' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel redemption of 40.00 USD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this redemption?' });
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel it' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    release();
    await waitFor(() => expect(rowsShown()[0]).toHaveTextContent(/Canceled/), T);
    expect(screen.queryByRole('dialog', { name: 'Cancel this redemption?' })).toBeNull();
    expect(sent).toBe(1);
    expect(balances).toHaveLength(1);
  });

  it('a failed first page shows the translated error with Try again, which loads the list', async () => {
    const errors = spyOnLoggedErrors(cleanups);
    let failures = 1;
    server.use(http.get(HISTORY_URL, () => (failures-- > 0 ? HttpResponse.error() : undefined)));
    const { user } = renderCashier({ path: HISTORY_PATH });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, T));
    expect(await screen.findByRole('list', { name: 'Transactions' }, T)).toBeInTheDocument();
    expect(rowsShown()).toHaveLength(5);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('page 1 of all not loaded'), expect.anything());
  });
});
