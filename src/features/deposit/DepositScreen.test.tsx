import { act, waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { setUpCashierTest } from '@test/support/cashierTest';
import { openDeposits } from '@test/support/depositIntent';
import { getEventBus } from '@/shared/events/bus';
import { renderCashier } from '@test/support/renderCashier';
import { T } from '@test/support/cashierTest';

const { sandbox, server, cleanups } = setUpCashierTest();

function recordPosts(path: string) {
  const bodies: unknown[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path) bodies.push(await request.clone().json());
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return bodies;
}

describe('deposit: buying a package', () => {
  it('walks selectPackage → paymentMethod → selectCard, pays with a saved card and shows the server-confirmed result', async () => {
    const balances: unknown[] = [];
    cleanups.push(getEventBus().on('balance-changed', (payload) => balances.push(payload)));
    const { user, location } = renderCashier({ path: '/cash/deposit/' });

    await screen.findByRole('dialog', { name: 'Select a package' });
    const packages = await screen.findByRole('list', { name: 'Choose a package' }, T);
    const first = within(packages).getAllByRole('button')[0];
    await user.click(first);

    await screen.findByRole('dialog', { name: 'Payment method' });
    expect(location()).toMatch(/^\/cash\/deposit-by-money\/[^/]+\/[^/]+\/$/);
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeInTheDocument();
    const methods = await screen.findByRole('list', { name: 'Payment method' }, T);
    await user.click(within(methods).getByRole('button', { name: /card/i }));

    await screen.findByRole('dialog', { name: 'Select a card' }, T);
    expect(screen.getByRole('group', { name: 'Saved cards' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay / }));

    await screen.findByRole('heading', { name: 'Payment successful' }, T);
    expect(location()).toBe('/cash/success/');
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
    await waitFor(() => expect(balances).toHaveLength(1));
    expect(openDeposits('verified')).toEqual([]);
  });

  it('each package says its coins and price once, and its bonus only when it has one', async () => {
    renderCashier({ path: '/cash/deposit/' });
    const packages = await screen.findByRole('list', { name: 'Choose a package' }, T);
    const tiles = within(packages).getAllByRole('button');
    const ten = tiles.find((tile) => /^10 coins/.test(tile.textContent ?? ''));
    const fifty = tiles.find((tile) => /^50 coins/.test(tile.textContent ?? ''));
    expect(ten).toHaveTextContent(/^10 coins10\.00 USD$/);
    expect(ten).not.toHaveAttribute('aria-describedby');
    expect(fifty).toHaveTextContent('+10 bonus: 60 coins in all.');
    expect(fifty).toHaveAccessibleDescription('+10 bonus: 60 coins in all.');
    expect(fifty?.textContent?.match(/50\.00 USD/g)).toHaveLength(1);
  });

  it('sends exactly one deposit for 10 rapid clicks on Pay', async () => {
    const posts = recordPosts('/rest/payments/deposit/card-pay/');
    const { user } = renderCashier({ path: '/cash/deposit/' });
    const packages = await screen.findByRole('list', { name: 'Choose a package' }, T);
    await user.click(within(packages).getAllByRole('button')[0]);
    const methods = await screen.findByRole('list', { name: 'Payment method' }, T);
    await user.click(within(methods).getByRole('button', { name: /card/i }));
    const pay = await screen.findByRole('button', { name: /^Pay / });
    act(() => {
      for (let i = 0; i < 10; i += 1) pay.click();
    });
    await screen.findByRole('heading', { name: /Payment (successful|in progress)/ }, T);
    expect(posts).toHaveLength(1);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('opens straight at the method from a deep link and closing the card picker restores the title', async () => {
    const { user, location } = renderCashier({ path: '/cash/deposit/' });
    const packages = await screen.findByRole('list', { name: 'Choose a package' }, T);
    await user.click(within(packages).getAllByRole('button')[0]);
    const methods = await screen.findByRole('list', { name: 'Payment method' }, T);
    await user.click(within(methods).getByRole('button', { name: /card/i }));
    await screen.findByRole('dialog', { name: 'Select a card' }, T);
    const deepLink = location();
    await user.click(screen.getByRole('button', { name: 'Close card selection' }));
    await screen.findByRole('dialog', { name: 'Payment method' });
    expect(screen.queryByRole('group', { name: 'Saved cards' })).not.toBeInTheDocument();
    expect(deepLink).toMatch(/^\/cash\/deposit-by-money\/[^/]+\/[^/]+\/[^/]+\/$/);
  });

  it('shows the limit-reached popup for a package above what may still be deposited today, and charges nothing', async () => {
    sandbox.admin.loginAs('near-limit');
    const { user } = renderCashier({ path: '/cash/deposit/' });
    const packages = await screen.findByRole('list', { name: 'Choose a package' }, T);
    const overLimit = within(packages)
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-disabled') === 'true');
    expect(overLimit).toBeDefined();
    if (!overLimit) return;
    await user.click(overLimit);
    const popup = await screen.findByRole('dialog', { name: 'Daily limit reached' });
    expect(popup).toHaveTextContent('50.00');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Daily limit reached' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Select a package' })).toBeInTheDocument();
    expect(sandbox.admin.deposits('near-limit')).toHaveLength(0);
  });

  it('shows the card picker as a popup below 768 px; going back to saved cards hides the widget; Escape closes the popup only', async () => {
    const width = window.innerWidth;
    window.innerWidth = 375;
    cleanups.push(() => {
      window.innerWidth = width;
    });
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/card/' });
    const dialogs = await screen.findAllByRole('dialog', { name: 'Select a card' }, T);
    // The overlay's title and the popup's title both read "Select a card"; the popup is the inner one.
    expect(dialogs).toHaveLength(2);
    const popup = dialogs[1];
    expect(popup).toHaveAttribute('aria-modal', 'true');
    await user.click(within(popup).getByRole('button', { name: 'Use a new card' }));
    expect(within(popup).getByTitle('Card details')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Back to saved cards' }));
    expect(within(popup).queryByTitle('Card details')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(popup).not.toBeInTheDocument());
    expect(await screen.findByRole('dialog', { name: 'Payment method' })).toBeInTheDocument();
  });
});
