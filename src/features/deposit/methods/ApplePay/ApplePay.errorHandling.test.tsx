import { waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { renderCashier } from '@test/support/renderCashier';
import {
  APPLE_PAY_PATH,
  BASE_MATCH,
  PAY_BUTTON,
  PAYMENT_CALLS,
  clickToPaymentSuccessful,
  setUpApplePayTest,
  T,
  VALIDATE,
} from '@test/support/applePay';
import { expectConsole } from '@test/support/console';

const { sandbox, server, setUpApplePay } = setUpApplePayTest();

const NOT_STARTED = 'Apple Pay could not be started. Nothing was sent for payment and you were not charged.';

describe('deposit: Apple Pay errors', () => {
  it('declined by the bank: the sheet completes with failure and the failed screen shows the server text; nothing credited', async () => {
    const applePay = setUpApplePay('decline');
    const balance = sandbox.admin.player('verified').balance;
    const { user, location } = renderCashier({ path: APPLE_PAY_PATH });
    await user.click(await screen.findByRole('button', { name: PAY_BUTTON }, T));

    await screen.findByRole('heading', { name: 'Your payment did not go through' }, T);
    expect(
      await screen.findByText('Apple Pay: the payment was declined by your bank. No money was taken.', {}, T),
    ).toBeInTheDocument();
    expect(location()).toBe('/cash/failed/pkg-50/regular/applePay/');
    expect(applePay.sessions[0]).toMatchObject({
      state: 'completed',
      completedStatus: applePay.ApplePaySession.STATUS_FAILURE,
    });
    expect(applePay.calls).toEqual(PAYMENT_CALLS);
    expect(sandbox.admin.deposits('verified')).toEqual([
      expect.objectContaining({ kind: 'applePay', status: 'failed' }),
    ]);
    expect(sandbox.admin.player('verified').balance).toBe(balance);
  });

  it.each([
    ['the server fails', { kind: 'status', status: 500 } as const, 'The server could not complete the request'],
    [
      'the merchant session breaks the contract',
      { kind: 'contract' } as const,
      'The server sent data we did not expect',
    ],
  ])(
    'merchant validation fails (%s): the sheet is aborted, a translated error offers Try again, nothing is charged',
    async (_what, fault, text) => {
      if (fault.kind === 'status')
        expectConsole('warn', '[cashier] deposit.validateApplePayMerchant failed with HTTP 500: sandbox fault');
      const applePay = setUpApplePay('pay');
      sandbox.admin.setFault('deposit.validateApplePayMerchant', fault);
      const { user } = renderCashier({ path: APPLE_PAY_PATH });
      await user.click(await screen.findByRole('button', { name: PAY_BUTTON }, T));

      const alert = await screen.findByRole('alert', {}, T);
      expect(alert).toHaveTextContent(NOT_STARTED);
      expect(alert).toHaveTextContent(text);
      expect(applePay.sessions[0]?.state).toBe('aborted');
      expect(applePay.calls).toEqual([VALIDATE]);
      expect(sandbox.admin.deposits('verified')).toHaveLength(0);
      expect(screen.getByRole('button', { name: PAY_BUTTON })).toBeEnabled();

      sandbox.admin.clearFault('deposit.validateApplePayMerchant');
      await clickToPaymentSuccessful(user, within(alert).getByRole('button', { name: 'Try again' }));
      expect(applePay.sessions.map((session) => session.state)).toEqual(['aborted', 'completed']);
      expect(sandbox.admin.deposits('verified')).toHaveLength(1);
    },
  );

  it('the deposit’s answer is lost: the sheet completes with failure, the screen says it cannot tell yet; Try again resends that same request (same key, same token, no new sheet): one deposit', async () => {
    const applePay = setUpApplePay('pay');
    let failures = 1;
    server.use(
      http.post('http://localhost/rest/payments/deposit/', () => (failures-- > 0 ? HttpResponse.error() : undefined)),
    );
    const { user } = renderCashier({ path: APPLE_PAY_PATH });
    await user.click(await screen.findByRole('button', { name: PAY_BUTTON }, T));

    expect(await screen.findByText(/cannot tell yet whether your payment started/, {}, T)).toBeInTheDocument();
    expect(screen.queryByText(NOT_STARTED)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(applePay.sessions[0]).toMatchObject({
      state: 'completed',
      completedStatus: applePay.ApplePaySession.STATUS_FAILURE,
    });
    expect(sandbox.admin.deposits('verified')).toHaveLength(0);

    await clickToPaymentSuccessful(user, screen.getByRole('button', { name: 'Try again' }));
    expect(applePay.sessions).toHaveLength(1);
    expect(applePay.deposits).toHaveLength(2);
    expect(applePay.deposits[1]).toEqual(applePay.deposits[0]);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('a player in the antifraud base: the sheet completes with failure, the refusal is shown, nothing is paid', async () => {
    sandbox.admin.loginAs('flagged');
    const applePay = setUpApplePay('pay');
    const { user } = renderCashier({ path: APPLE_PAY_PATH });
    await user.click(await screen.findByRole('button', { name: PAY_BUTTON }, T));

    expect(await screen.findByRole('heading', { name: 'This payment cannot be made' }, T)).toBeInTheDocument();
    await waitFor(() => expect(applePay.sessions[0]?.completedStatus).toBe(applePay.ApplePaySession.STATUS_FAILURE));
    expect(applePay.calls).toEqual([VALIDATE, BASE_MATCH]);
    expect(sandbox.admin.deposits('flagged')).toHaveLength(0);
  });

  it('a sheet the browser refuses to open shows the error with Try again and charges nothing', async () => {
    const applePay = setUpApplePay('pay');
    // Another page script left a sheet open: Safari refuses a second one.
    const other = new applePay.ApplePaySession(3, {
      countryCode: 'US',
      currencyCode: 'USD',
      supportedNetworks: ['visa'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Other', amount: '1.00' },
    });
    other.begin();
    const { user } = renderCashier({ path: APPLE_PAY_PATH });
    await user.click(await screen.findByRole('button', { name: PAY_BUTTON }, T));

    const alert = await screen.findByRole('alert', {}, T);
    expect(alert).toHaveTextContent(NOT_STARTED);
    expect(alert).toHaveTextContent('Something unexpected happened');
    expect(applePay.calls).toEqual([]);

    other.abort();
    await clickToPaymentSuccessful(user, within(alert).getByRole('button', { name: 'Try again' }));
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });
});
