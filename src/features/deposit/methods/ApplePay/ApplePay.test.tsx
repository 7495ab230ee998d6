import { act, waitFor, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { openDeposits } from '@test/support/depositIntent';
import { renderCashier } from '@test/support/renderCashier';
import {
  APPLE_PAY_PATH,
  DEPOSIT,
  METHODS_PATH,
  openApplePay,
  PAY_BUTTON,
  PAYMENT_CALLS,
  clickToPaymentSuccessful,
  setUpApplePayTest,
  T,
  VALIDATE,
} from '@test/support/applePay';

const { sandbox, setUpApplePay } = setUpApplePayTest();

describe('deposit: Apple Pay where the browser supports it', () => {
  it('pays: our server validates the merchant, the token is deposited once after the antifraud checks, the sheet completes with success', async () => {
    const applePay = setUpApplePay('pay');
    const { user, location } = renderCashier({ path: METHODS_PATH });
    await clickToPaymentSuccessful(user, await openApplePay(user));
    expect(location()).toBe('/cash/success/');
    expect(applePay.calls).toEqual(PAYMENT_CALLS);
    expect(applePay.sessions).toHaveLength(1);
    expect(applePay.sessions[0]).toMatchObject({
      version: 3,
      state: 'completed',
      completedStatus: applePay.ApplePaySession.STATUS_SUCCESS,
      merchantSession: expect.objectContaining({ merchantSessionIdentifier: expect.stringMatching(/^SSH_SANDBOX_/) }),
      request: {
        currencyCode: 'USD',
        countryCode: 'US',
        merchantCapabilities: ['supports3DS'],
        total: { label: '60 coins', amount: '50.00', type: 'final' },
      },
    });
    // The deposit carries the token's paymentData as JSON, for this package and method.
    const [body] = applePay.deposits;
    expect(body).toMatchObject({ presetId: 'pkg-50', offerType: 'regular', methodId: 'applePay' });
    expect(JSON.parse(body?.paymentToken ?? 'null')).toMatchObject({
      version: 'EC_v1',
      data: expect.stringMatching(/^sandbox-/),
    });
    expect(sandbox.admin.deposits('verified')).toEqual([
      expect.objectContaining({ kind: 'applePay', status: 'success', price: 50 }),
    ]);
    expect(openDeposits('verified')).toEqual([]);
  });

  it('a double press opens one sheet and pays once', async () => {
    const applePay = setUpApplePay('pay');
    const { user } = renderCashier({ path: APPLE_PAY_PATH });
    const pay = await screen.findByRole('button', { name: PAY_BUTTON }, T);
    act(() => {
      pay.click();
      pay.click();
    });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleName('Continue in Apple Pay…');
    await clickToPaymentSuccessful(user, pay);
    expect(applePay.sessions).toHaveLength(1);
    expect(applePay.calls.filter((call) => call === VALIDATE)).toHaveLength(1);
    expect(applePay.calls.filter((call) => call === DEPOSIT)).toHaveLength(1);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('cancel: back at the method with nothing charged and no error; the next press opens a new sheet', async () => {
    const applePay = setUpApplePay('cancel');
    const { user, location } = renderCashier({ path: APPLE_PAY_PATH });
    await user.click(await screen.findByRole('button', { name: PAY_BUTTON }, T));
    await waitFor(() => expect(applePay.sessions[0]?.state).toBe('cancelled'), T);

    const pay = await screen.findByRole('button', { name: PAY_BUTTON }, T);
    expect(pay).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(location()).toBe(APPLE_PAY_PATH);
    expect(applePay.calls).toEqual([VALIDATE]);
    expect(sandbox.admin.deposits('verified')).toHaveLength(0);

    applePay.outcome = 'pay';
    await clickToPaymentSuccessful(user, pay);
    expect(applePay.sessions.map((session) => session.state)).toEqual(['cancelled', 'completed']);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it('closing the method while the sheet is open aborts the sheet; nothing is charged', async () => {
    const applePay = setUpApplePay('pay');
    sandbox.admin.setFault('deposit.validateApplePayMerchant', { kind: 'delay', delayMs: 300 });
    const { user } = renderCashier({ path: APPLE_PAY_PATH });
    await user.click(await screen.findByRole('button', { name: PAY_BUTTON }, T));
    await waitFor(() => expect(applePay.calls).toEqual([VALIDATE]), T);
    await user.click(screen.getByRole('button', { name: 'Back to payment methods' }));
    expect(applePay.sessions[0]?.state).toBe('aborted');
    // The late merchant session is not handed to the closed sheet, and nothing is paid.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(applePay.sessions[0]).toMatchObject({ state: 'aborted', merchantSession: null });
    expect(applePay.calls).toEqual([VALIDATE]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sandbox.admin.deposits('verified')).toHaveLength(0);
  });

  it('without Apple Pay in the browser, a deep link to it opens the method list only', async () => {
    renderCashier({ path: APPLE_PAY_PATH });
    const methods = await screen.findByRole('list', { name: 'Payment method' }, T);
    expect(within(methods).queryByRole('button', { name: 'Apple Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAY_BUTTON })).not.toBeInTheDocument();
  });
});
