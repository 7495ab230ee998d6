import { act } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { redeemAndConfirm } from '@test/support/redeem';
import { getEventBus } from '@/shared/events/bus';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashierOnHistory } from '@test/support/historyEntries';

setUpCashierTest();

/** What redeem/ handed redeem-success/ before: the first player's redemption in the history entry. */
const firstPlayersEntry = {
  pathname: '/cash/redeem-success/',
  state: {
    methodTitle: 'Visa •••• 1111',
    result: {
      transaction: { id: 'tx-first-player', amount: 77, currency: 'USD', status: 'pending', method: 'Visa •••• 1111' },
      balance: { winnings: 1234, currency: 'USD', balance: 1234 },
    },
  },
};

describe('redeem-success/: one player at a time', () => {
  it('a redemption reaches redeem-success/ in memory: nothing personal in history.state, and a sign-out drops it from the screen', async () => {
    const { user, states } = renderCashierOnHistory(['/cash/redeem/']);
    expect(await screen.findByText('Winnings you can redeem', {}, T)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Visa or Mastercard/ }));
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4242' }, T)).toBeChecked();
    await user.type(screen.getByLabelText('Amount to redeem (USD)'), '25');
    await redeemAndConfirm(user, '25.00 USD');
    expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
    expect(screen.getByText('95.50 USD')).toBeInTheDocument();
    expect(states().filter((state) => state !== null && state !== undefined)).toEqual([]);

    act(() => getEventBus().emit('logout', { reason: 'player' }));
    expect(await screen.findByText('There is no redemption to show.')).toBeInTheDocument();
    expect(screen.queryByText('95.50 USD')).not.toBeInTheDocument();
  });

  it("Back to a history entry that carries another player's redemption shows none of it", async () => {
    renderCashierOnHistory([firstPlayersEntry]);
    expect(await screen.findByText('There is no redemption to show.', {}, T)).toBeInTheDocument();
    expect(screen.queryByText('tx-first-player')).not.toBeInTheDocument();
  });

  it('a hand-made history.state does not break the screen', async () => {
    renderCashierOnHistory([
      { pathname: '/cash/redeem-success/', state: { methodTitle: 'x', result: { transaction: {}, balance: {} } } },
    ]);
    expect(await screen.findByText('There is no redemption to show.', {}, T)).toBeInTheDocument();
  });
});
