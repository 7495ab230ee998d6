import { act, waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import type { UserEvent } from '@testing-library/user-event';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';

const { sandbox, server, cleanups } = setUpCashierTest({ player: null });

const BASE_MATCH = 'GET /rest/fraud-detectors/antifraud-base-match';
const KOUNT = 'POST /rest/fraud-detectors/kount/init-payment/';
const CARD_PAY = 'POST /rest/payments/deposit/card-pay/';
const DEPOSIT = 'POST /rest/payments/deposit/';
const PAYPAL_INIT = 'POST /rest/payments/deposit/paypal-init/';
const WATCHED = new Set([BASE_MATCH, KOUNT, CARD_PAY, DEPOSIT, PAYPAL_INIT]);

/** The antifraud and payment requests the cashier sends, in the order it sends them. */
function recordCalls(): string[] {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    if (WATCHED.has(call)) calls.push(call);
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return calls;
}

const PACKAGE = '/cash/deposit-by-money/pkg-50/regular/';

/** Each way a payment starts: where its form is, how the player submits it, and the request that pays. */
const METHODS = [
  { name: 'saved card', methodId: 'card', payment: CARD_PAY, submit: (user: UserEvent) => clickPay(user, /^Pay /) },
  { name: 'Trustly', methodId: 'trustly', payment: DEPOSIT, submit: (user: UserEvent) => clickPay(user, /^Pay /) },
  {
    name: 'Neosurf',
    methodId: 'neosurf',
    payment: DEPOSIT,
    submit: async (user: UserEvent) => {
      await user.type(await screen.findByLabelText('Voucher code', {}, T), 'NSVALID123');
      await clickPay(user, /^Pay /);
    },
  },
  {
    name: 'PayPal',
    methodId: 'paypal',
    payment: PAYPAL_INIT,
    submit: (user: UserEvent) => clickPay(user, /with PayPal/),
  },
] as const;

async function clickPay(user: UserEvent, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }, T));
}

describe('deposit: antifraud checks before paying', () => {
  it.each(METHODS)('$name: the antifraud base, then Kount, then one payment', async ({ methodId, payment, submit }) => {
    sandbox.admin.loginAs('verified');
    const calls = recordCalls();
    const { user } = renderCashier({ path: `${PACKAGE}${methodId}/` });
    await submit(user);
    await waitFor(() => expect(calls).toContain(payment), T);
    expect(calls).toEqual([BASE_MATCH, KOUNT, payment]);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
    expect(sandbox.admin.log({ kind: 'kount' })).toHaveLength(1);
  });

  it('a second Pay press while the checks run does nothing: one check of each, one payment', async () => {
    sandbox.admin.loginAs('verified');
    // Slow checks keep the first press in flight while the player presses again.
    sandbox.admin.setFault('fraud.getAntifraudBaseMatch', { kind: 'delay', delayMs: 300 });
    const calls = recordCalls();
    const { user } = renderCashier({ path: `${PACKAGE}card/` });
    const pay = await screen.findByRole('button', { name: /^Pay / }, T);
    // Two presses before React re-renders the button as disabled (a double click), then one more after.
    act(() => {
      pay.click();
      pay.click();
    });
    expect(pay).toBeDisabled();
    await user.click(pay);
    await screen.findByRole('heading', { name: /Payment (successful|in progress)/ }, T);
    expect(calls).toEqual([BASE_MATCH, KOUNT, CARD_PAY]);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it.each(METHODS)(
    '$name: a player in the antifraud base is told so, nothing is paid, and can go back',
    async ({ methodId, submit }) => {
      sandbox.admin.loginAs('flagged');
      const calls = recordCalls();
      const { user, location } = renderCashier({ path: `${PACKAGE}${methodId}/` });
      await submit(user);
      const alert = await screen.findByRole('alert', {}, T);
      expect(alert).toHaveTextContent(
        'Deposits are not available for your account right now. Nothing was sent for payment and you were not charged.',
      );
      // The server's reason names the fraud rule: it is for the risk team, not shown to the player.
      expect(screen.queryByText(/antifraud base/i)).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'This payment cannot be made' })).toHaveFocus();
      expect(screen.queryByRole('button', { name: /^Pay |with PayPal/ })).not.toBeInTheDocument();
      expect(calls).toEqual([BASE_MATCH]);
      expect(sandbox.admin.deposits('flagged')).toHaveLength(0);
      expect(sandbox.admin.player('flagged').balance).toBe(30);

      await user.click(screen.getByRole('button', { name: 'Back to payment methods' }));
      expect(await screen.findByRole('list', { name: 'Payment method' }, T)).toBeInTheDocument();
      expect(location()).toBe(PACKAGE);
    },
  );

  it('another method chosen after a refusal shows its form, and its Pay asks the antifraud base again', async () => {
    sandbox.admin.loginAs('flagged');
    const calls = recordCalls();
    const { user } = renderCashier({ path: `${PACKAGE}card/` });
    await clickPay(user, /^Pay /);
    await screen.findByRole('heading', { name: 'This payment cannot be made' }, T);
    await user.click(
      within(screen.getByRole('list', { name: 'Payment method' })).getByRole('button', { name: /trustly/i }),
    );
    expect(screen.queryByRole('heading', { name: 'This payment cannot be made' })).not.toBeInTheDocument();
    await clickPay(user, /^Pay /);
    await screen.findByRole('heading', { name: 'This payment cannot be made' }, T);
    expect(calls).toEqual([BASE_MATCH, BASE_MATCH]);
    expect(sandbox.admin.deposits('flagged')).toHaveLength(0);
  });
});
