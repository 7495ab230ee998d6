import { waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { getEventBus } from '@/shared/events/bus';
import { recordRequests, setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { openAmazonCashAsNearLimit, redeemAndConfirm } from '@test/support/redeem';
import { allowConsole } from '@test/support/console';

const cashierTest = setUpCashierTest();
const { sandbox, server, cleanups } = cashierTest;
// The sandbox's Amazon e-mail pattern is refused (it may backtrack) and logged once per file, by whichever test shows
// the field first (src/features/redeem/fieldRules.test.ts checks that log).
beforeEach(() => allowConsole('warn', /ignoring a server-sent field pattern that may backtrack catastrophically/));

async function openMethod(name: string) {
  const rendered = renderCashier({ path: '/cash/redeem/' });
  // The screen's hero: the winnings that can be redeemed.
  const hero = (await screen.findByText('Winnings you can redeem', {}, T)).closest('[role="status"]');
  expect(hero).toHaveTextContent('120.50 USD');
  await rendered.user.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
  return rendered;
}

describe('redeem/: happy paths', () => {
  it('redeems to the default saved card, tells the host the new balance and shows the pending redemption', async () => {
    const balances: unknown[] = [];
    cleanups.push(getEventBus().on('balance-changed', (payload) => balances.push(payload)));
    const requests = recordRequests(server, cleanups, (call) => call.startsWith('POST /rest/payments/withdraw-card/'));
    const { user, location } = await openMethod('Visa or Mastercard');
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4242' }, T)).toBeChecked();
    expect(screen.getByText('From 10.00 USD to 100.00 USD per redemption.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount to redeem (USD)'), '25');
    await user.click(screen.getByRole('button', { name: 'Redeem 25.00 USD' }));
    // The review: nothing is sent before Confirm.
    const review = await screen.findByRole('dialog', { name: 'Review your redemption' }, T);
    expect(within(review).getByText('Visa or Mastercard · Visa •••• 4242')).toBeInTheDocument();
    expect(within(review).getByText('Usually 1–3 business days after approval')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.click(within(review).getByRole('button', { name: 'Confirm and redeem 25.00 USD' }));
    expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
    expect(location()).toBe('/cash/redeem-success/');
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.getByText('95.50 USD')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,}$/),
      amount: 25,
      providerId: 'wd-card-4242',
    });
    expect(balances).toEqual([{ balance: expect.any(Number), currency: 'USD' }]);
    expect(sandbox.admin.player('verified').winnings).toBe(95.5);
  });

  it('redeems by ACH to a new bank account typed in', async () => {
    const requests = recordRequests(server, cleanups, (call) => call.startsWith('POST /rest/payments/withdraw-ach/'));
    const { user } = await openMethod('Bank transfer \\(ACH\\)');
    expect(await screen.findByText('Fee: 1.50 USD.', {}, T)).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'A new bank account' }, T));
    await user.type(screen.getByLabelText('Account holder name'), 'Vera Verified');
    await user.type(screen.getByLabelText('Routing number (9 digits)'), '12345');
    await user.type(screen.getByLabelText('Account number (4 to 17 digits)'), '000123456789');
    await user.type(screen.getByLabelText('Amount to redeem (USD)'), '40');
    await user.click(screen.getByRole('button', { name: 'Redeem 40.00 USD' }));
    expect(await screen.findByText('The routing number is 9 digits.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.type(screen.getByLabelText('Routing number (9 digits)'), '6789');
    await user.click(screen.getByRole('button', { name: 'Redeem 40.00 USD' }));
    // The review names the new account by its last digits, the fee and what arrives.
    const review = await screen.findByRole('dialog', { name: 'Review your redemption' }, T);
    expect(within(review).getByText('Bank transfer (ACH) · New bank account ending 6789')).toBeInTheDocument();
    expect(within(review).getByText('1.50 USD')).toBeInTheDocument();
    expect(within(review).getByText('38.50 USD')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Confirm and redeem 40.00 USD' }));
    expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({
      amount: 40,
      bankAccount: {
        holderName: 'Vera Verified',
        routingNumber: '123456789',
        accountNumber: '000123456789',
        accountType: 'checking',
      },
    });
  });

  it('redeems by the generic output call with the requisites the method describes', async () => {
    const requests = recordRequests(server, cleanups, (call) => call.startsWith('POST /rest/cash/output/'));
    const { user } = await openMethod('Amazon Cash');
    await user.type(screen.getByLabelText('Amount to redeem (USD)'), '10');
    await user.click(screen.getByRole('button', { name: 'Redeem 10.00 USD' }));
    expect(await screen.findByText('Enter Amazon account e-mail.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amazon account e-mail'), 'vera@example');
    expect(await screen.findByText('Enter a valid e-mail address for Amazon account e-mail.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amazon account e-mail'), '.com');
    await redeemAndConfirm(user, '10.00 USD');
    expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
    expect(requests.map((request) => request.call)).toEqual(['POST /rest/cash/output/by-requisite/']);
    expect(requests[0]?.body).toMatchObject({
      methodId: 'out-amazon',
      amount: 10,
      requisites: { email: 'vera@example.com' },
    });
  });

  it('redeems without requisites by POST /rest/cash/output/ (a player whose Amazon Cash method asks none)', async () => {
    const { requests, user } = await openAmazonCashAsNearLimit(cashierTest);
    await user.type(screen.getByLabelText('Amount to redeem (USD)'), '5');
    await redeemAndConfirm(user, '5.00 USD');
    expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
    expect(requests.map((request) => request.call)).toEqual(['POST /rest/cash/output/']);
  });

  it('redeems to a saved PayPal account, Trustly, AptPay and ACH through AptPay destinations', async () => {
    const requests = recordRequests(server, cleanups, (call) => call.startsWith('POST'));
    const { user } = await openMethod('PayPal');
    expect(await screen.findByRole('radio', { name: 'v***@example.com' }, T)).toBeChecked();
    await user.type(screen.getByLabelText('Amount to redeem (USD)'), '5');
    await redeemAndConfirm(user, '5.00 USD');
    expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
    expect(requests.find((request) => request.call === 'POST /rest/cash/output/by-requisite/')?.body).toMatchObject({
      requisites: { paypalAccountId: 'pp-out-1' },
    });
    for (const [title, path] of [
      ['Trustly bank payout', 'withdraw-trustly'],
      ['AptPay', 'withdraw-apt-pay'],
      ['ACH through AptPay', 'withdraw-ach-apt-pay'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Done' }));
      await user.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }, T));
      await screen.findByRole('radio', { checked: true }, T);
      await user.type(screen.getByLabelText('Amount to redeem (USD)'), '20');
      await redeemAndConfirm(user, '20.00 USD');
      expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
      expect(requests.some((request) => request.call === `POST /rest/payments/${path}/`)).toBe(true);
    }
  }, 30000);

  it('removes a saved destination only after the player confirms', async () => {
    const { user } = await openMethod('Visa or Mastercard');
    await user.click(await screen.findByRole('button', { name: 'Remove Mastercard •••• 5454' }, T));
    const confirm = screen.getByRole('group', { name: 'Remove Mastercard •••• 5454 from your payout accounts?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('radio', { name: 'Mastercard •••• 5454' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Mastercard •••• 5454' }));
    await user.click(
      within(screen.getByRole('group', { name: /Remove Mastercard/ })).getByRole('button', { name: 'Remove' }),
    );
    await screen.findByRole('radio', { name: 'Visa •••• 4242' }, T);
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Mastercard •••• 5454' })).not.toBeInTheDocument());
  });

  it('puts the chosen method in the URL: the header Back returns to the list and focuses the method left', async () => {
    const { user, location } = await openMethod('Visa or Mastercard');
    expect(location()).toBe('/cash/redeem/out-card');
    expect(await screen.findByRole('heading', { name: 'Visa or Mastercard' }, T)).toBeInTheDocument();
    // No link at the bottom of the form: the way back is the header's.
    expect(screen.queryByRole('button', { name: /Back to/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const tile = await screen.findByRole('button', { name: /^Visa or Mastercard/ }, T);
    expect(location()).toBe('/cash/redeem/');
    await waitFor(() => expect(tile).toHaveFocus());
    // Back on the first screen of the area: no Back in the header.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('opens a method from a deep link; Back then leads to the method list in place of the form', async () => {
    const { user, location } = renderCashier({ path: '/cash/redeem/out-card' });
    expect(await screen.findByRole('heading', { name: 'Visa or Mastercard' }, T)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4242' }, T)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose how to get paid' }, T)).toBeInTheDocument();
    expect(location()).toBe('/cash/redeem/');
  });

  it('shows the method list for a method the player does not have', async () => {
    const { location } = renderCashier({ path: '/cash/redeem/no-such-method' });
    expect(await screen.findByRole('button', { name: /^Visa or Mastercard/ }, T)).toBeInTheDocument();
    expect(location()).toBe('/cash/redeem/no-such-method');
  });

  it('shows the redeem offers with their end and a way to take them: the support chat', async () => {
    const events: unknown[] = [];
    cleanups.push(getEventBus().on('open-support-chat', (payload) => events.push(payload)));
    const { user } = renderCashier({ path: '/cash/redeem/' });
    expect(await screen.findByRole('heading', { name: 'Offers instead of a payout' }, T)).toBeInTheDocument();
    const offer = await screen.findByRole('article', { name: 'Swap 50 of winnings for coins' }, T);
    expect(offer).toHaveTextContent(/Spend 50\.00 USD of winnings: 6\s000 coins \+ 60 bonus\./);
    // The sandbox's offer runs for a week from its clock; the date names its time zone.
    expect(within(offer).getByText(/^Ends .+\d{4}.*\./)).toBeInTheDocument();
    const ask = within(offer).getByRole('button', { name: 'Ask support for this offer' });
    expect(ask).toHaveAccessibleDescription('Swap 50 of winnings for coins');
    await user.click(ask);
    expect(events).toEqual([{ source: 'redeem-offer:ro-coins-50' }]);
    // Offers are the alternative to a payout: under the methods, and not over a chosen method's form.
    await user.click(screen.getByRole('button', { name: /^Visa or Mastercard/ }));
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4242' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Swap 50 of winnings for coins' })).not.toBeInTheDocument();
  });

  it('shows no offers section for a player without offers', async () => {
    sandbox.admin.loginAs('near-limit');
    renderCashier({ path: '/cash/redeem/' });
    expect(await screen.findByRole('button', { name: /^Visa or Mastercard/ }, T)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Offers instead of a payout' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose how to get paid' })).toBeInTheDocument();
  });
});
