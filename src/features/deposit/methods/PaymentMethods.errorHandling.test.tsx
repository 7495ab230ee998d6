import { within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { clearField } from '@test/support/forms';
import { http, HttpResponse } from 'msw';
import { recordRequests, setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { failCall } from '@test/support/serverErrors';

const { sandbox, server, cleanups } = setUpCashierTest();

describe('payment methods (error paths)', () => {
  it('Neosurf: checks the voucher format before sending, and shows the server refusal of a used voucher', async () => {
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/neosurf/' });
    const input = await screen.findByLabelText('Voucher code', {}, T);
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the 10 letters or digits of your voucher.')).toBeInTheDocument();
    await clearField(user, input);
    await user.type(input, 'NSUSED0001');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    const alert = await screen.findByRole('alert', {}, T);
    expect(alert).toHaveTextContent('This Neosurf voucher has already been used.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(sandbox.admin.deposits('verified')).toHaveLength(0);
  });

  it('Trustly: a failed removal keeps the account listed and says so; Keep it closes the step without sending anything', async () => {
    failCall(server, 'deposit.removeMethod', { status: 503, message: 'Try later' });
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/trustly/' });
    const accounts = await screen.findByRole('group', { name: 'Your bank accounts' }, T);
    const radios = within(accounts).getAllByRole('radio').length;
    const linked = sandbox.admin.player('verified').trustlyAccounts.length;
    const remove = within(accounts).getAllByRole('button', { name: /^Remove / })[0];
    await user.click(remove);
    const confirm = screen.getByRole('group', { name: /^Remove .+ from your bank accounts\?$/ });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByRole('alert', {}, T)).toHaveTextContent(
      'The server could not complete the request',
    );
    expect(within(accounts).getAllByRole('radio')).toHaveLength(radios);
    expect(sandbox.admin.player('verified').trustlyAccounts).toHaveLength(linked);

    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('group', { name: /from your bank accounts\?$/ })).not.toBeInTheDocument();
    expect(within(accounts).getAllByRole('button', { name: /^Remove / })[0]).toHaveFocus();
  });

  it('PayPal: a start refused by the server shows a translated error with Try again', async () => {
    server.use(
      http.post('http://localhost/rest/payments/deposit/paypal-init/', () =>
        HttpResponse.json({ success: false, message: 'PayPal is resting' }, { status: 422 }),
      ),
    );
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/paypal/' });
    await user.click(await screen.findByRole('button', { name: /with PayPal/ }, T));
    const alert = await screen.findByRole('alert', {}, T);
    expect(alert).toHaveTextContent('PayPal is resting');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('PayPal: a start whose answer was lost is not reported as a failure; Try again sends the same key, one payment', async () => {
    const posts = recordRequests(server, cleanups, (call) => call === 'POST /rest/payments/deposit/paypal-init/');
    let failures = 1;
    server.use(
      http.post('http://localhost/rest/payments/deposit/paypal-init/', () =>
        failures-- > 0 ? HttpResponse.error() : undefined,
      ),
    );
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/paypal/' });
    await user.click(await screen.findByRole('button', { name: /with PayPal/ }, T));
    expect(await screen.findByText(/cannot tell yet whether your payment started/, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open PayPal (new window)' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
  });

  it('methods that fail to load show Try again and keep the chosen package', async () => {
    let failures = 1;
    server.use(
      http.get('http://localhost/rest/cash/input/methods/', () => (failures-- > 0 ? HttpResponse.error() : undefined)),
    );
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/' });
    const alert = await screen.findByRole('alert', {}, T);
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Payment method' }, T)).toBeInTheDocument();
  });
});
