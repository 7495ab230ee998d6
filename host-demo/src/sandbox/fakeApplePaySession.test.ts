import type {
  ApplePayPaymentAuthorizedEvent,
  ApplePayPaymentRequest,
  ApplePaySessionInstance,
} from '../../../contracts/applePay';
import { APPLE_PAY_SANDBOX_VALIDATION_URL } from '../../sandbox/deposit/applePay';
import { APPLE_PAY_DECLINE_TOKEN } from '../../sandbox/deposit/catalogue';
import {
  createFakeApplePay,
  installFakeApplePay,
  type ApplePayHost,
  type FakeSheetOutcome,
} from './fakeApplePaySession';

const request: ApplePayPaymentRequest = {
  countryCode: 'US',
  currencyCode: 'USD',
  supportedNetworks: ['visa', 'masterCard'],
  merchantCapabilities: ['supports3DS'],
  total: { label: 'Coins', amount: '50.00' },
};
const merchantSession = { merchantSessionIdentifier: 'SSH_1', signature: 'x' };

/** Waits for the fake's timers (step delay 0). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A session with every handler recorded. */
function open(outcome: FakeSheetOutcome = 'pay', options: { stepTimeoutMs?: number } = {}) {
  const fake = createFakeApplePay({ outcome: () => outcome, ...options });
  const events: string[] = [];
  const authorized: ApplePayPaymentAuthorizedEvent[] = [];
  const session: ApplePaySessionInstance = new fake.ApplePaySession(3, request);
  session.onvalidatemerchant = (event) => events.push(`validate ${event.validationURL}`);
  session.onpaymentauthorized = (event) => {
    events.push('authorized');
    authorized.push(event);
  };
  session.oncancel = () => events.push('cancel');
  return { fake, session, events, authorized };
}

describe('the pretend ApplePaySession', () => {
  it('says it can pay, with Apple status constants', () => {
    const { ApplePaySession } = createFakeApplePay({ outcome: () => 'pay' });
    expect(ApplePaySession.canMakePayments()).toBe(true);
    expect(ApplePaySession.supportsVersion(3)).toBe(true);
    expect(ApplePaySession.supportsVersion(99)).toBe(false);
    expect([ApplePaySession.STATUS_SUCCESS, ApplePaySession.STATUS_FAILURE]).toEqual([0, 1]);
  });

  it('pay: validate the merchant, then a token whose paymentData pays; records the completed status', async () => {
    const { fake, session, events, authorized } = open('pay');
    session.begin();
    await tick();
    expect(events).toEqual([`validate ${APPLE_PAY_SANDBOX_VALIDATION_URL}`]);
    session.completeMerchantValidation(merchantSession);
    await tick();
    expect(events).toEqual([`validate ${APPLE_PAY_SANDBOX_VALIDATION_URL}`, 'authorized']);
    const paymentData = authorized[0]?.payment.token.paymentData as { data: string };
    expect(paymentData.data).not.toBe(APPLE_PAY_DECLINE_TOKEN);
    session.completePayment({ status: fake.ApplePaySession.STATUS_SUCCESS });
    expect(fake.sessions).toEqual([
      expect.objectContaining({ state: 'completed', completedStatus: 0, merchantSession, request }),
    ]);
  });

  it('decline: the token carries the sandbox decline token', async () => {
    const { session, authorized } = open('decline');
    session.begin();
    await tick();
    session.completeMerchantValidation(merchantSession);
    await tick();
    expect((authorized[0]?.payment.token.paymentData as { data: string }).data).toBe(APPLE_PAY_DECLINE_TOKEN);
  });

  it('cancel: the player closes the sheet after validation; nothing is authorized', async () => {
    const { fake, session, events } = open('cancel');
    session.begin();
    await tick();
    session.completeMerchantValidation(merchantSession);
    await tick();
    expect(events.slice(1)).toEqual(['cancel']);
    expect(fake.sessions[0]?.state).toBe('cancelled');
    expect(() => session.completePayment(0)).toThrow('There is no payment to complete.');
  });

  it('dismisses the sheet (oncancel) on a merchant session without an identifier, as Safari does', async () => {
    const { session, events } = open('pay');
    session.begin();
    await tick();
    session.completeMerchantValidation({ statusMessage: 'Payment Services Exception' });
    expect(events.slice(1)).toEqual(['cancel']);
  });

  it('abort ends the sheet without a cancel event and frees the page for another session', async () => {
    const { fake, session, events } = open('pay');
    session.begin();
    session.abort();
    await tick();
    expect(events).toEqual([]);
    expect(fake.sessions[0]?.state).toBe('aborted');
    expect(() => new fake.ApplePaySession(3, request).begin()).not.toThrow();
  });

  it('keeps Safari rules: one active session a page, begin once, each step only in its turn', async () => {
    const { fake, session } = open('pay');
    expect(() => session.completeMerchantValidation(merchantSession)).toThrow('The merchant is not being validated.');
    session.begin();
    expect(() => session.begin()).toThrow('The session has already begun.');
    expect(() => new fake.ApplePaySession(3, request).begin()).toThrow('Page already has an active payment session.');
    expect(() => session.completePayment(0)).toThrow('There is no payment to complete.');
    await tick();
    session.completeMerchantValidation(merchantSession);
    expect(() => session.completeMerchantValidation(merchantSession)).toThrow('The merchant is not being validated.');
  });

  it('refuses a payment request Safari would refuse', () => {
    const { ApplePaySession } = createFakeApplePay({ outcome: () => 'pay' });
    expect(() => new ApplePaySession(99, request)).toThrow('not a supported version');
    expect(() => new ApplePaySession(3, { ...request, total: { label: 'Coins', amount: '50,00' } })).toThrow(
      'not a valid positive amount',
    );
    expect(() => new ApplePaySession(3, { ...request, currencyCode: 'usd' })).toThrow('currencyCode');
    expect(() => new ApplePaySession(3, { ...request, merchantCapabilities: ['supportsDebit'] })).toThrow(
      'supports3DS',
    );
  });

  it('dismisses the sheet when the page leaves a step unfinished past the timeout', async () => {
    const { session, events } = open('pay', { stepTimeoutMs: 20 });
    session.begin();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(events).toEqual([`validate ${APPLE_PAY_SANDBOX_VALIDATION_URL}`, 'cancel']);
  });

  it('reads the outcome at each sheet, so a change applies on the next press', async () => {
    let outcome: FakeSheetOutcome = 'cancel';
    const fake = createFakeApplePay({ outcome: () => outcome });
    const run = async () => {
      const session = new fake.ApplePaySession(3, request);
      const seen: string[] = [];
      session.onvalidatemerchant = () => session.completeMerchantValidation(merchantSession);
      session.onpaymentauthorized = () => {
        seen.push('authorized');
        session.completePayment(1);
      };
      session.oncancel = () => seen.push('cancel');
      session.begin();
      await tick();
      await tick();
      return seen;
    };
    expect(await run()).toEqual(['cancel']);
    outcome = 'pay';
    expect(await run()).toEqual(['authorized']);
  });

  it('installs on a page and uninstalls again', () => {
    const page: ApplePayHost = {};
    const fake = installFakeApplePay(page, { outcome: () => 'pay' });
    expect(page.ApplePaySession).toBe(fake.ApplePaySession);
    fake.uninstall();
    expect('ApplePaySession' in page).toBe(false);
  });
});
