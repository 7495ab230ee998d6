import { waitFor } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { redeemAndConfirm } from '@test/support/redeem';
import { http, HttpResponse } from 'msw';
import { recordRequests, setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { failCall, refuseCall } from '@test/support/serverErrors';
import { expectAmountMessages } from '@test/support/forms';
import { expectConsole } from '@test/support/console';

const { sandbox, server, cleanups } = setUpCashierTest();

async function openCard() {
  const rendered = renderCashier({ path: '/cash/redeem/' });
  await rendered.user.click(await screen.findByRole('button', { name: /^Visa or Mastercard/ }, T));
  await screen.findByRole('radio', { name: 'Visa •••• 4242' }, T);
  return rendered;
}

/**
 * Redeems 20 USD to the saved card; the first withdrawal gets an error answer with `status` and `message`, the next
 * ones reach the sandbox. Returns the withdrawals sent.
 */
async function redeemTwentyAnsweredFirst(status: number, message: string) {
  const requests = recordRequests(server, cleanups, (call) => call === 'POST /rest/payments/withdraw-card/');
  refuseCall(server, 'redeem.createCardWithdrawal', { status, message, once: true });
  const rendered = await openCard();
  await rendered.user.type(screen.getByLabelText('Amount to redeem (USD)'), '20');
  await redeemAndConfirm(rendered.user, '20.00 USD');
  return { requests, ...rendered };
}

describe('redeem/: error paths', () => {
  it('refuses an amount under the minimum, over the maximum and over the winnings with clear messages, sending nothing', async () => {
    const requests = recordRequests(server, cleanups, (call) => call.startsWith('POST /rest/payments/'));
    const { user } = await openCard();
    const amount = screen.getByLabelText('Amount to redeem (USD)');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the amount to redeem.');
    await expectAmountMessages(user, amount, [
      ['5', 'The minimum for this method is 10.00 USD.'],
      ['101', 'The maximum for this method is 100.00 USD.'],
      ['12abc', 'Enter an amount in USD, for example 25 or 25.50.'],
    ]);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('refuses more than the redeemable winnings', async () => {
    const { user } = renderCashier({ path: '/cash/redeem/' });
    await user.click(await screen.findByRole('button', { name: /^Bank transfer \(ACH\)/ }, T));
    await screen.findByRole('radio', { name: 'First Bank checking •••• 6789' }, T);
    await user.type(screen.getByLabelText('Amount to redeem (USD)'), '130');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can redeem at most 120.50 USD, your winnings.');
  });

  it('a 503 may hide a redemption that happened: told as unknown, the form kept, and a retry of the same intent sends the same idempotency key once', async () => {
    const { requests, user } = await redeemTwentyAnsweredFirst(503, 'Try later');
    expect(await screen.findByText(/cannot tell yet whether it went through/, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Amount to redeem (USD)')).toHaveValue('20');
    expect(sandbox.admin.player('verified').winnings).toBe(120.5);
    // Try again on the same form sends the intent the player confirmed: no second review.
    await user.click(screen.getByRole('button', { name: 'Redeem 20.00 USD' }));
    expect(screen.queryByRole('dialog', { name: 'Review your redemption' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
    const keys = requests.map((request) => (request.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(sandbox.admin.player('verified').winnings).toBe(100.5);
  });

  it('a refusal (4xx) keeps the form and says so; the next attempt is a new intent with a new key', async () => {
    const { requests, user } = await redeemTwentyAnsweredFirst(422, 'Card cannot take payouts');
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent('Card cannot take payouts');
    // A new intent: reviewed again before it is sent.
    await redeemAndConfirm(user, '20.00 USD');
    expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
    const keys = requests.map((request) => (request.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('failed offers are left out and logged: the methods work as usual', async () => {
    const warned = expectConsole('warn', /redeem offers could not be loaded/);
    refuseCall(server, 'redeem.getAvailableRedeemOffers', { status: 500, message: 'Down' });
    const { user } = renderCashier({ path: '/cash/redeem/' });
    const card = await screen.findByRole('button', { name: /^Visa or Mastercard/ }, T);
    // The call failed (its warning came) and the list shows no offers section and no error.
    await waitFor(() => expect(warned.calls.length).toBeGreaterThan(0), T);
    expect(screen.getByRole('heading', { name: 'Choose how to get paid' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Offers instead of a payout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(card);
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4242' }, T)).toBeInTheDocument();
  });

  it('a failed list of methods shows the error with Try again', async () => {
    server.use(http.get('http://localhost/rest/cash/output/methods/', () => HttpResponse.error()));
    renderCashier({ path: '/cash/redeem/' });
    expect(await screen.findByRole('button', { name: 'Try again' }, T)).toBeInTheDocument();
  });

  it('a failed removal keeps the destination and shows the error', async () => {
    failCall(server, 'redeem.removeWithdrawIdentity', { status: 500, message: 'Down' });
    const { user } = await openCard();
    await user.click(screen.getByRole('button', { name: 'Remove Mastercard •••• 5454' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mastercard •••• 5454' })).toBeInTheDocument();
  });

  it('a player without winnings cannot choose a method', async () => {
    sandbox.admin.loginAs('new');
    renderCashier({ path: '/cash/redeem/' });
    expect(await screen.findByText('You have no winnings to redeem yet.', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Visa or Mastercard/ })).toBeDisabled();
  });
});
