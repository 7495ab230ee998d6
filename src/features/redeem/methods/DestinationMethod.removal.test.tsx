import { waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';

setUpCashierTest();

async function removeDestination(user: ReturnType<typeof renderCashier>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Remove ${name}` }, T));
  await user.click(
    within(screen.getByRole('group', { name: new RegExp(`^Remove ${name}`) })).getByRole('button', { name: 'Remove' }),
  );
  await waitFor(() => expect(screen.queryByRole('radio', { name })).not.toBeInTheDocument(), T);
}

describe('redeem/: focus after a payout account is removed', () => {
  it('goes to the next account in the list, then (none left) to the note that there is none', async () => {
    const { user } = renderCashier({ path: '/cash/redeem/' });
    expect(await screen.findByText('Winnings you can redeem', {}, T)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Visa or Mastercard/ }));

    await removeDestination(user, 'Mastercard •••• 5454');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Visa •••• 4242' })).toHaveFocus(), T);

    await removeDestination(user, 'Visa •••• 4242');
    await waitFor(() => expect(screen.getByText('No payout account is saved for this method.')).toHaveFocus(), T);
  });
});
