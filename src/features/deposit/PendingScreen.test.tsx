import { waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { exampleResponseData } from '@contracts/api/examples';
import { callSandbox, dataOf } from '@test/support/sandbox';
import { recordBalanceEvents, setUpCashierTest } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { T } from '@test/support/cashierTest';
import { keepStartedDeposit, openDeposits } from '@test/support/depositIntent';

const { sandbox, server, cleanups } = setUpCashierTest();
const CHECK = 'http://localhost/rest/cash/deposit/check/';
const success = exampleResponseData['deposit.checkDeposit'];

function savePendingIntent(paymentId: string) {
  keepStartedDeposit('verified', paymentId, {
    presetId: 'preset-10',
    promoOfferPresetId: null,
    offerType: 'regular',
    methodId: 'm-card',
  });
}

describe('pending/', () => {
  it('back from the PayPal page in a new window (no saved intent): shows the result of that payment, never a second Pay', async () => {
    const init = dataOf(
      await callSandbox(sandbox, 'POST', '/rest/payments/deposit/paypal-init/', {
        body: { idempotencyKey: 'key-return-1', presetId: 'pkg-50', methodId: 'paypal' },
      }),
    ) as { paymentId: string; orderId: string };
    sandbox.admin.provider.decidePaypal(init.paymentId, init.orderId, true);
    const query = `sandboxProvider=paypal&paymentId=${init.paymentId}&outcome=approved&orderId=${init.orderId}`;
    const { location } = renderCashier({ path: `/cash/deposit-by-money/pkg-50/regular/paypal/?${query}` });
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
    expect(location()).toBe('/cash/success/');
    expect(screen.queryByRole('button', { name: /with PayPal/ })).not.toBeInTheDocument();
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('ignores a returned paymentId that is not an id', async () => {
    renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/?paymentId=%3Cscript%3E' });
    expect(await screen.findByRole('list', { name: 'Payment method' }, T)).toBeInTheDocument();
  });

  it('resumes a pending payment after a reload: opening the cashier polls the check until the server says success', async () => {
    savePendingIntent('pay-2');
    const checks: string[] = [];
    server.use(
      http.get(CHECK, ({ request }) => {
        checks.push(new URL(request.url).searchParams.get('paymentId') ?? '');
        const status = checks.length < 2 ? 'pending' : 'success';
        return HttpResponse.json({
          success: true,
          data: { ...success, status, balance: status === 'success' ? success.balance : null },
        });
      }),
    );
    const balances = recordBalanceEvents(cleanups);
    const { location } = renderCashier({ path: '/cash/deposit/' });
    expect(await screen.findByRole('heading', { name: 'Payment in progress' }, T)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
    expect(location()).toBe('/cash/success/');
    expect(checks.slice(0, 2)).toEqual(['pay-2', 'pay-2']);
    await waitFor(() => expect(balances).toEqual([{ balance: 135.49, currency: 'USD' }]));
    expect(openDeposits('verified')).toEqual([]);
  });

  it('goes to failed/ with the server text (as text) and retries with the same package and method', async () => {
    savePendingIntent('pay-9');
    const text = '<img src=x onerror=alert(1)> Card declined by issuer';
    server.use(
      http.get(CHECK, () =>
        HttpResponse.json({
          success: true,
          data: { ...success, status: 'failed', balance: null, failedMessageText: text },
        }),
      ),
    );
    const { user, location } = renderCashier({ path: '/cash/pending/' });
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through' }, T)).toBeInTheDocument();
    expect(location()).toBe('/cash/failed/preset-10/regular/m-card/');
    const alert = await screen.findByText(text, {}, T);
    expect(alert.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again with the same package' }));
    await waitFor(() => expect(location()).toBe('/cash/deposit-by-money/preset-10/regular/m-card/'));
  });

  it('shows a translated error with Try again when the check fails, and keeps the payment to resume', async () => {
    savePendingIntent('pay-2');
    let failures = 1;
    server.use(
      http.get(CHECK, () =>
        failures-- > 0 ? HttpResponse.error() : HttpResponse.json({ success: true, data: { ...success } }),
      ),
    );
    const { user } = renderCashier({ path: '/cash/pending/' });
    const alert = await screen.findByRole('alert', {}, T);
    expect(alert).toHaveTextContent('We could not reach the server');
    expect(openDeposits('verified').map((intent) => intent.ref)).toEqual(['pay-2']);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
  });

  it('says there is no payment in progress when opened without one', async () => {
    renderCashier({ path: '/cash/pending/' });
    expect(await screen.findByText('There is no payment in progress.', {}, T)).toBeInTheDocument();
  });
});
