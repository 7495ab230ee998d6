import { waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';

const { sandbox } = setUpCashierTest();

describe('payment methods (happy paths against the sandbox)', () => {
  it('Trustly: removes a linked bank account after the player confirms (hidden by tokenId), then pays with a new bank through its page', async () => {
    const { user, location } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/trustly/' });
    const accounts = await screen.findByRole('group', { name: 'Your bank accounts' }, T);
    const removeButtons = within(accounts).getAllByRole('button', { name: /^Remove / });
    const before = removeButtons.length;
    const linked = sandbox.admin.player('verified').trustlyAccounts.length;
    await user.click(removeButtons[0]);
    const confirm = screen.getByRole('group', { name: /^Remove .+ from your bank accounts\?$/ });
    // Nothing is sent before the player confirms.
    expect(sandbox.admin.player('verified').trustlyAccounts).toHaveLength(linked);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Remove / })).toHaveLength(before - 1));
    expect(sandbox.admin.player('verified').trustlyAccounts).toHaveLength(linked - 1);
    expect(await screen.findByText(/removed from your bank accounts\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await screen.findByRole('heading', { name: 'Payment in progress' }, T);
    expect(location()).toBe('/cash/pending/');
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('Neosurf: pays with a valid voucher', async () => {
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/neosurf/' });
    await user.type(await screen.findByLabelText('Voucher code', {}, T), 'NSVALID123');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await screen.findByRole('heading', { name: /Payment (successful|in progress)/ }, T);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('PayPal: starts the order, offers the approval page, and captures after approval', async () => {
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/paypal/' });
    await user.click(await screen.findByRole('button', { name: /with PayPal/ }, T));
    const link = await screen.findByRole('link', { name: 'Open PayPal (new window)' }, T);
    const approval = new URL(link.getAttribute('href') ?? '');
    const [payment] = sandbox.admin.deposits('verified');
    sandbox.admin.provider.decidePaypal(
      payment.id,
      approval.searchParams.get('orderId') ?? payment.orderId ?? '',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Complete payment' }));
    await screen.findByRole('heading', { name: /Payment (successful|in progress)/ }, T);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('PayPal: Complete before approving keeps the player on the PayPal step (nothing could finish a pending screen), then captures after approval', async () => {
    const { user, location } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/paypal/' });
    await user.click(await screen.findByRole('button', { name: /with PayPal/ }, T));
    const link = await screen.findByRole('link', { name: 'Open PayPal (new window)' }, T);
    await user.click(screen.getByRole('button', { name: 'Complete payment' }));
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent(
      'Approve the payment on PayPal, then come back and complete it.',
    );
    expect(location()).toBe('/cash/deposit-by-money/pkg-50/regular/paypal/');
    const [payment] = sandbox.admin.deposits('verified');
    expect(payment.status).toBe('pending');

    sandbox.admin.provider.decidePaypal(
      payment.id,
      new URL(link.getAttribute('href') ?? '').searchParams.get('orderId') ?? '',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Complete payment' }));
    await screen.findByRole('heading', { name: /Payment (successful|in progress)/ }, T);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
    expect(sandbox.admin.deposits('verified')[0]?.status).toBe('success');
  });

  it('Apple Pay is hidden where the browser cannot pay with it', async () => {
    renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/' });
    const methods = await screen.findByRole('list', { name: 'Payment method' }, T);
    expect(within(methods).queryByRole('button', { name: /apple pay/i })).not.toBeInTheDocument();
    expect(within(methods).getByRole('button', { name: /card/i })).toBeInTheDocument();
  });
});
