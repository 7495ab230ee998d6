import { act, screen, waitFor, within } from '@testing-library/react';
import { getEventBus } from '@/shared/events/bus';
import { recordRequests, setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';

const { sandbox, server, cleanups } = setUpCashierTest();
const PATH = '/cash/history/';
const isCancel = (call: string) => call.startsWith('POST /rest/cash/history/output/');

describe('history/: one player at a time', () => {
  it.each([
    ['re-init-data', () => getEventBus().emit('re-init-data', { reason: 'signed-in' })],
    ['logout', () => getEventBus().emit('logout', { reason: 'player' })],
  ])("after %s the previous player's rows and paging are gone; the list is the new player's", async (_, announce) => {
    renderCashier({ path: PATH });
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

  it('a cancel asked for the previous player is never sent: the dialog goes with their rows', async () => {
    const sent = recordRequests(server, cleanups, isCancel);
    const { user } = renderCashier({ path: PATH });
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
