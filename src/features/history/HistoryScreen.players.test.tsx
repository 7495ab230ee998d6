import { act, waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { getEventBus } from '@/shared/events/bus';
import { recordRequests, setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { HISTORY_URL, HISTORY_PATH } from '@test/support/history';

const { sandbox, server, cleanups } = setUpCashierTest();
const isCancel = (call: string) => call.startsWith('POST /rest/cash/history/output/');

describe('history/: one player at a time', () => {
  it.each([
    ['re-init-data', () => getEventBus().emit('re-init-data', { reason: 'signed-in' })],
    ['logout', () => getEventBus().emit('logout', { reason: 'player' })],
  ])("after %s the previous player's rows and paging are gone; the list is the new player's", async (_, announce) => {
    renderCashier({ path: HISTORY_PATH });
    expect(await screen.findByRole('button', { name: 'Cancel redemption of 40.00 USD' }, T)).toBeInTheDocument();
    sandbox.admin.loginAs('new');
    act(announce);
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Cancel redemption of 40.00 USD' })).not.toBeInTheDocument(),
      T,
    );
    expect(await screen.findByText('No transactions yet.', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
  });

  it("page 1 asked for the previous player and answered after the change is never shown: the list is the new player's", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    let heldAnswered = false;
    const oldRow = {
      id: 'tx-old-1',
      status: 'pending',
      direction: 'out',
      amount: 77,
      currency: 'USD',
      method: 'Old player card',
      createdAt: '2026-01-01T00:00:00.000Z',
      cancelable: true,
    };
    server.use(
      http.get(HISTORY_URL, async () => {
        if (!first) return undefined;
        first = false;
        await held;
        heldAnswered = true;
        return HttpResponse.json({
          success: true,
          data: { items: [oldRow], page: 1, pageCount: 1, totalItems: 1 },
        });
      }),
    );
    renderCashier({ path: HISTORY_PATH });
    expect(await screen.findByText('Loading transactions…', {}, T)).toBeInTheDocument();
    sandbox.admin.loginAs('new');
    act(() => getEventBus().emit('re-init-data', { reason: 'signed-in' }));
    expect(await screen.findByText('No transactions yet.', {}, T)).toBeInTheDocument();
    release();
    await waitFor(() => expect(heldAnswered).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('No transactions yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Old player card/)).not.toBeInTheDocument();
  });

  it('a cancel asked for the previous player is never sent: the dialog goes with their rows', async () => {
    const sent = recordRequests(server, cleanups, isCancel);
    const { user } = renderCashier({ path: HISTORY_PATH });
    await user.click(await screen.findByRole('button', { name: 'Cancel redemption of 40.00 USD' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this redemption?' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel it' });
    sandbox.admin.loginAs('new');
    act(() => getEventBus().emit('re-init-data', { reason: 'signed-in' }));
    if (confirm.isConnected) await user.click(confirm);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this redemption?' })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([]);
  });
});
