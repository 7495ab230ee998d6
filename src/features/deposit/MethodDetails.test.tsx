import { waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { setUpCashierTest, T, spyOnWarnings } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';

const { sandbox, server, cleanups } = setUpCashierTest();

const NEOSURF = '/cash/deposit-by-money/pkg-50/regular/neosurf/';

/** The query strings of GET /rest/payments/deposit/ requests. */
function recordDetailRequests(): string[] {
  const queries: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/rest/payments/deposit/') queries.push(url.search);
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return queries;
}

async function payWithVoucher(user: ReturnType<typeof renderCashier>['user']) {
  await user.type(await screen.findByLabelText('Voucher code', {}, T), 'NSVALID123');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
  await screen.findByRole('heading', { name: /Payment (successful|in progress)/ }, T);
}

describe("deposit: the open method's details (GET /rest/payments/deposit/ with method_id)", () => {
  it("asks for the open method's details and shows its limits per payment in its panel", async () => {
    const requests = recordDetailRequests();
    const { user } = renderCashier({ path: NEOSURF });
    const panel = await screen.findByRole('region', { name: 'Neosurf voucher' }, T);
    await waitFor(() => expect(requests).toEqual(['?method_id=neosurf']), T);
    expect(within(panel).getByText('Per payment: 10.00 USD to 50.00 USD.')).toBeInTheDocument();
    await payWithVoucher(user);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('its current limits win over the list: an amount outside them gets no Pay button, and the way back', async () => {
    server.use(
      http.get('http://localhost/rest/payments/deposit/', () =>
        HttpResponse.json({
          success: true,
          data: { currency: 'USD', methods: [{ methodId: 'neosurf', kind: 'neosurf', minAmount: 10, maxAmount: 40 }] },
        }),
      ),
    );
    const { user, location } = renderCashier({ path: NEOSURF });
    const notice = await screen.findByText(
      'This method cannot pay 50.00 USD: it takes 10.00 USD to 40.00 USD per payment. Choose another method or package.',
      {},
      T,
    );
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Voucher code')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to payment methods' }));
    expect(location()).toBe('/cash/deposit-by-money/pkg-50/regular/');
    expect(sandbox.admin.deposits('verified')).toHaveLength(0);
  });

  it.each([
    ['the server fails', { kind: 'status', status: 500 } as const],
    ['the answer breaks the contract', { kind: 'contract' } as const],
  ])(
    "when they cannot be loaded (%s): no error, the list's limits stand in (logged), and the method pays",
    async (_what, fault) => {
      sandbox.admin.setFault('deposit.getDepositMethods', fault);
      const { warned } = spyOnWarnings(cleanups);
      const { user } = renderCashier({ path: NEOSURF });
      const panel = await screen.findByRole('region', { name: 'Neosurf voucher' }, T);
      await warned("[cashier] details of deposit method neosurf not loaded: showing the method list's limits");
      expect(within(panel).getByText('Per payment: 10.00 USD to 50.00 USD.')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await payWithVoucher(user);
      expect(sandbox.admin.deposits('verified')).toHaveLength(1);
    },
  );
});
