import { screen } from '@test/support/screen';
import { http } from 'msw';
import { recordBalanceEvents, recordRequests, setUpCashierTest, spyOnLoggedErrors, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { redeemAndConfirm } from '@test/support/redeem';

/*
 * A redemption whose answer was lost is re-read from the server (docs/product/redeem.md#redeeming): the player's
 * history of payouts shows whether it was requested, the cash data the winnings left.
 */

const { sandbox, server, cleanups } = setUpCashierTest();
const WITHDRAW_CARD = 'POST /rest/payments/withdraw-card/';

async function redeemToCard(amount: string) {
  const rendered = renderCashier({ path: '/cash/redeem/' });
  await rendered.user.click(await screen.findByRole('button', { name: /^Visa or Mastercard/ }, T));
  await screen.findByRole('radio', { name: 'Visa •••• 4242' }, T);
  await rendered.user.type(screen.getByLabelText('Amount to redeem (USD)'), amount);
  await redeemAndConfirm(rendered.user, `${amount}.00 USD`);
  return rendered;
}

const keysOf = (posts: { body?: unknown }[]) =>
  posts.map((post) => (post.body as { idempotencyKey: string }).idempotencyKey);

describe('redeem/: a lost answer is re-read from the server', () => {
  it('the server took the redemption, the answer was lost: "checking", then "Redemption requested" with the server\'s reference and winnings, one request', async () => {
    spyOnLoggedErrors(cleanups);
    const posts = recordRequests(server, cleanups, (call) => call === WITHDRAW_CARD);
    const reads = recordRequests(
      server,
      cleanups,
      (call) => call === 'GET /rest/cash/history/out/' || call === 'GET /rest/cash/',
    );
    const balances = recordBalanceEvents(cleanups);
    sandbox.admin.setFault('redeem.createCardWithdrawal', { kind: 'lost', times: 1 });
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('http://localhost/rest/cash/history/out/', async () => {
        await gate;
        return undefined;
      }),
    );
    const { location } = await redeemToCard('20');

    // The spinner's label and the visible line say it.
    const [checking] = await screen.findAllByText(/checking whether your redemption of 20.00 USD was requested/, {}, T);
    expect(checking.closest('[data-cashier-outcome]')).toHaveAttribute('data-cashier-outcome', 'checking');
    expect(screen.queryByRole('alert')).toBeNull();
    release();

    expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
    expect(location()).toBe('/cash/redeem-success/');
    const [made] = sandbox.admin.log({ kind: 'redeem' });
    expect(made?.message).toMatch(/\(out-1, pending\)/);
    expect(screen.getByText('out-1')).toBeInTheDocument();
    expect(screen.getByText('20.00 USD')).toBeInTheDocument();
    // The winnings left come from the cash data read again, not from the lost answer.
    expect(screen.getByText('100.50 USD')).toBeInTheDocument();
    expect(reads.map((read) => read.call)).toEqual(
      expect.arrayContaining(['GET /rest/cash/history/out/', 'GET /rest/cash/']),
    );
    expect(balances).toEqual([{ balance: 230, currency: 'USD' }]);
    expect(posts).toHaveLength(1);
    expect(sandbox.admin.player('verified').winnings).toBe(100.5);
  });

  it('the server did not take it (the connection dropped first): unknown with Try again, which sends the same key once', async () => {
    spyOnLoggedErrors(cleanups);
    const posts = recordRequests(server, cleanups, (call) => call === WITHDRAW_CARD);
    const reads = recordRequests(server, cleanups, (call) => call === 'GET /rest/cash/history/out/');
    sandbox.admin.setFault('redeem.createCardWithdrawal', { kind: 'abort', times: 1 });
    const { user } = await redeemToCard('20');
    const notice = await screen.findByText(/cannot tell yet whether it went through/, {}, T);
    expect(notice.closest('[data-cashier-outcome]')).toHaveAttribute('data-cashier-outcome', 'unknown');
    expect(reads).toHaveLength(1);
    expect(screen.getByLabelText('Amount to redeem (USD)')).toHaveValue('20');
    expect(sandbox.admin.player('verified').winnings).toBe(120.5);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
    expect(keysOf(posts)).toHaveLength(2);
    expect(keysOf(posts)[1]).toBe(keysOf(posts)[0]);
    expect(sandbox.admin.player('verified').winnings).toBe(100.5);
  });

  it('a contract-breaking answer to a redemption that happened: the re-read shows it requested, one request', async () => {
    spyOnLoggedErrors(cleanups);
    const posts = recordRequests(server, cleanups, (call) => call === WITHDRAW_CARD);
    sandbox.admin.setFault('redeem.createCardWithdrawal', { kind: 'contract', times: 1 });
    await redeemToCard('20');
    expect(await screen.findByRole('heading', { name: 'Redemption requested' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(sandbox.admin.player('verified').winnings).toBe(100.5);
  });
});
