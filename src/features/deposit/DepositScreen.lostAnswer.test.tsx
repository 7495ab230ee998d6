import { within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import {
  recordRequests,
  setUpCashierTest,
  spyOnLoggedErrors,
  T,
  type RecordedRequest,
} from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { callSandbox } from '@test/support/sandbox';
import { openDeposits } from '@test/support/depositIntent';
import { expectConsole } from '@test/support/console';

/*
 * A deposit whose answer was lost is re-read from the server (docs/product/deposit.md#when-the-answer-is-lost):
 * the player's history shows whether this payment started, the deposit check what became of it.
 */

const { sandbox, server, cleanups } = setUpCashierTest();
const CARD_PAY = 'POST /rest/payments/deposit/card-pay/';
const HISTORY_IN = 'http://localhost/rest/cash/history/in/';

/** The card picker of the 50.00 USD package, with the saved cards. */
async function openCardPicker() {
  const rendered = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/card/' });
  await screen.findByRole('group', { name: 'Saved cards' }, T);
  return rendered;
}

const keysOf = (posts: { body?: unknown }[]) =>
  posts.map((post) => (post.body as { idempotencyKey: string }).idempotencyKey);

/** Holds the history's answers until `release` is called: the screen can be read while it checks. */
function holdHistory() {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(HISTORY_IN, async () => {
      await gate;
      return undefined;
    }),
  );
  return () => release();
}

/** Silences the errors the cashier logs and records the payment requests (`call`, card-pay by default) it sends. */
function recordPaysQuietly(paymentCall = CARD_PAY) {
  spyOnLoggedErrors(cleanups);
  return recordRequests(server, cleanups, (call) => call === paymentCall);
}

/** The payment was sent twice with one key and made once. */
function expectOneDepositFromTwoSends(posts: RecordedRequest[]) {
  expect(keysOf(posts)).toHaveLength(2);
  expect(keysOf(posts)[1]).toBe(keysOf(posts)[0]);
  expect(sandbox.admin.deposits('verified')).toHaveLength(1);
}

/** Clicks Try again and expects the payment to go through, sent again with the first try's key. */
async function retryPaysWithTheSameKey(user: UserEvent, posts: RecordedRequest[]) {
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
  expect(keysOf(posts)[1]).toBe(keysOf(posts)[0]);
}

describe('deposit: a lost answer is re-read from the server', () => {
  it('the server paid, the answer was lost: "checking", then the real outcome (success/), without a second card-pay', async () => {
    const posts = recordPaysQuietly();
    const reads = recordRequests(server, cleanups, (call) => call === 'GET /rest/cash/history/in/');
    sandbox.admin.setFault('deposit.payByCard', { kind: 'lost', times: 1 });
    const release = holdHistory();
    const { user, location } = await openCardPicker();
    await user.click(screen.getByRole('button', { name: 'Pay 50.00 USD' }));

    // The spinner's label and the visible line say it.
    const [checking] = await screen.findAllByText(/checking whether your payment of 50.00 USD started/, {}, T);
    expect(checking.closest('[data-cashier-outcome]')).toHaveAttribute('data-cashier-outcome', 'checking');
    expect(screen.queryByRole('alert')).toBeNull();
    release();

    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
    expect(location()).toBe('/cash/success/');
    expect(posts).toHaveLength(1);
    expect(reads[0]?.search).toBe('?page=1');
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
    expect(sandbox.admin.deposits('verified')[0]?.status).toBe('success');
    // Settled by the check: the purchase's next attempt is a new intent.
    expect(openDeposits('verified')).toEqual([]);
  });

  it('a contract-breaking answer to a payment that happened: the re-read finds it and shows success/, one card-pay', async () => {
    const posts = recordPaysQuietly();
    sandbox.admin.setFault('deposit.payByCard', { kind: 'contract', times: 1 });
    const { user } = await openCardPicker();
    await user.click(screen.getByRole('button', { name: 'Pay 50.00 USD' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('the server did not pay (the connection dropped first): the history has no such payment, so unknown with Try again, which sends the same key once', async () => {
    const posts = recordPaysQuietly();
    const reads = recordRequests(server, cleanups, (call) => call === 'GET /rest/cash/history/in/');
    sandbox.admin.setFault('deposit.payByCard', { kind: 'abort', times: 1 });
    const { user } = await openCardPicker();
    await user.click(screen.getByRole('button', { name: 'Pay 50.00 USD' }));

    const notice = await screen.findByText(/cannot tell yet whether your payment started/, {}, T);
    expect(notice.closest('[data-cashier-outcome]')).toHaveAttribute('data-cashier-outcome', 'unknown');
    expect(reads).toHaveLength(1);
    expect(sandbox.admin.deposits('verified')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
    expectOneDepositFromTwoSends(posts);
  });

  it('the history cannot be read: unknown with Try again (same key), never "nothing happened"', async () => {
    const posts = recordPaysQuietly();
    sandbox.admin.setFault('deposit.payByCard', { kind: 'lost', times: 1 });
    sandbox.admin.setFault('history.getHistory', { kind: 'status', status: 503, times: 1 });
    expectConsole('warn', '[cashier] deposit: the history could not be read after a lost answer');
    const { user } = await openCardPicker();
    await user.click(screen.getByRole('button', { name: 'Pay 50.00 USD' }));
    expect(await screen.findByText(/cannot tell yet whether your payment started/, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await retryPaysWithTheSameKey(user, posts);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it("two payments of the same amount in the history could be this one: neither is claimed; unknown, and Try again (same key) gets the server's own answer", async () => {
    const posts = recordPaysQuietly();
    // Another payment of the same package, made just before (another tab, another device): not this page's.
    await callSandbox(sandbox, 'POST', '/rest/payments/deposit/', {
      body: {
        idempotencyKey: 'key-elsewhere-1',
        presetId: 'pkg-50',
        offerType: 'regular',
        methodId: 'neosurf',
        paymentToken: 'NSVALID001',
      },
    });
    sandbox.admin.setFault('deposit.payByCard', { kind: 'lost', times: 1 });
    const { user } = await openCardPicker();
    await user.click(screen.getByRole('button', { name: 'Pay 50.00 USD' }));
    expect(await screen.findByText(/cannot tell yet whether your payment started/, {}, T)).toBeInTheDocument();
    expect(openDeposits('verified')).toEqual([expect.objectContaining({ ref: null, unknown: true })]);
    await retryPaysWithTheSameKey(user, posts);
    expect(sandbox.admin.deposits('verified')).toHaveLength(2);
  });

  it("found but waiting for the player (3-D Secure): the payment is kept for a reload, and Try again (same key) brings the bank's page back", async () => {
    const posts = recordPaysQuietly();
    sandbox.admin.setFault('deposit.payByCard', { kind: 'lost', times: 1 });
    const { user } = await openCardPicker();
    // Vera's Mastercard asks for 3-D Secure at card-pay.
    await user.click(screen.getByRole('radio', { name: /Mastercard \*\*\*\* 4444/ }));
    await user.click(screen.getByRole('button', { name: 'Pay 50.00 USD' }));

    const notice = await screen.findByText(/payment of 50.00 USD started and is not finished yet/, {}, T);
    // Its title says what the re-read learned, not "could not confirm".
    expect(screen.getByRole('heading', { name: 'Your payment is not finished yet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'We could not confirm it yet' })).toBeNull();
    expect(notice.closest('[data-cashier-outcome]')).toHaveAttribute('data-cashier-outcome', 'unknown');
    const [payment] = sandbox.admin.deposits('verified');
    expect(payment?.status).toBe('pending');
    // A reload resumes it in pending/: the intent keeps the payment's id.
    expect(openDeposits('verified')).toEqual([expect.objectContaining({ ref: payment?.id, unknown: false })]);

    await user.click(
      within(notice.closest('[data-cashier-outcome]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment in progress' }, T)).toBeInTheDocument();
    expect(await screen.findByTitle('Confirm the payment with your bank', {}, T)).toBeInTheDocument();
    expectOneDepositFromTwoSends(posts);
  });

  it('Neosurf (createDeposit): a lost answer of a voucher that paid ends on success/, one deposit', async () => {
    const posts = recordPaysQuietly('POST /rest/payments/deposit/');
    sandbox.admin.setFault('deposit.createDeposit', { kind: 'lost', times: 1 });
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/neosurf/' });
    await user.type(await screen.findByLabelText('Voucher code', {}, T), 'NSVALID002');
    await user.click(screen.getByRole('button', { name: 'Pay 50.00 USD' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('PayPal start: the order was made, its answer (the approval page) lost: it says the payment started, and Try again (same key) brings the PayPal step', async () => {
    const posts = recordPaysQuietly('POST /rest/payments/deposit/paypal-init/');
    sandbox.admin.setFault('deposit.initPaypal', { kind: 'lost', times: 1 });
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/paypal/' });
    await user.click(await screen.findByRole('button', { name: /with PayPal/ }, T));
    expect(await screen.findByText(/payment of 50.00 USD started and is not finished yet/, {}, T)).toBeInTheDocument();
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Open PayPal (new window)' }, T)).toBeInTheDocument();
    expect(screen.queryByText(/started and is not finished yet/)).toBeNull();
    expectOneDepositFromTwoSends(posts);
  });

  it('PayPal capture: an approved order captured, its answer lost: the payment check shows success/, one capture', async () => {
    const captures = recordPaysQuietly('POST /rest/payments/deposit/paypal-check/');
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/paypal/' });
    await user.click(await screen.findByRole('button', { name: /with PayPal/ }, T));
    const link = await screen.findByRole('link', { name: 'Open PayPal (new window)' }, T);
    const [payment] = sandbox.admin.deposits('verified');
    if (!payment) throw new Error('no PayPal payment started');
    sandbox.admin.provider.decidePaypal(
      payment.id,
      new URL(link.getAttribute('href') ?? '').searchParams.get('orderId') ?? payment.orderId ?? '',
      true,
    );
    sandbox.admin.setFault('deposit.checkPaypal', { kind: 'lost', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Complete payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
    expect(captures).toHaveLength(1);
    expect(sandbox.admin.effectCount('deposit.checkPaypal', 'verified')).toBe(1);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });
});
