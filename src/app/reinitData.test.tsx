import { act, waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { installSandboxServer } from '@test/support/sandbox';
import { getEventBus } from '@/shared/events/bus';
import { renderCashier } from '@test/support/renderCashier';
import { T } from '@test/support/cashierTest';

const { sandbox } = installSandboxServer();
beforeEach(() => sandbox.admin.loginAs('verified'));

async function hundredCoins() {
  const packages = await screen.findByRole('list', { name: 'Choose a package' }, T);
  return within(packages).getByRole('button', { name: /^100 coins/ });
}

describe('re-init-data', () => {
  it('drops the cached server data and refetches what is on screen (a new sign-in shows the new player)', async () => {
    renderCashier({ path: '/cash/deposit/' });
    expect(await hundredCoins()).not.toHaveAttribute('aria-disabled');

    // The host signs another player in (here: near the daily limit, so $100 is over it) and says so.
    sandbox.admin.loginAs('near-limit');
    act(() => getEventBus().emit('re-init-data', { reason: 'signed-in' }));
    await waitFor(async () => expect(await hundredCoins()).toHaveAttribute('aria-disabled', 'true'), T);
  });

  it('without the event, the cashier keeps what it has (nothing refetches on its own)', async () => {
    renderCashier({ path: '/cash/deposit/' });
    expect(await hundredCoins()).not.toHaveAttribute('aria-disabled');
    sandbox.admin.loginAs('near-limit');
    // In act: the rewards panel's answers land in this wait and update the screen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await hundredCoins()).not.toHaveAttribute('aria-disabled');
  });
});
