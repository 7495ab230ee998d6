import { within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import type { UserEvent } from '@testing-library/user-event';
import type { SetupServer } from 'msw/node';
import {
  installFakeApplePay,
  type ApplePayHost,
  type FakeApplePay,
  type FakeSheetOutcome,
} from '@host-demo/src/sandbox/fakeApplePaySession';
import { setUpCashierTest } from './cashierTest';

/*
 * Shared by the Apple Pay tests: the host-demo's pretend ApplePaySession on this jsdom window (the browser's
 * side), and a record of the requests the cashier sends to the sandbox (the server's side).
 */

export const VALIDATE = 'POST /rest/payments/apple-pay/validate-merchant/';
export const BASE_MATCH = 'GET /rest/fraud-detectors/antifraud-base-match';
export const KOUNT = 'POST /rest/fraud-detectors/kount/init-payment/';
export const DEPOSIT = 'POST /rest/payments/deposit/';
/** The calls of one Apple Pay payment that goes through, in order. */
export const PAYMENT_CALLS = [VALIDATE, BASE_MATCH, KOUNT, DEPOSIT];
const WATCHED = new Set([VALIDATE, BASE_MATCH, KOUNT, DEPOSIT]);

export const T = { timeout: 5000 };
export const METHODS_PATH = '/cash/deposit-by-money/pkg-50/regular/';
export const APPLE_PAY_PATH = `${METHODS_PATH}applePay/`;
export const PAY_BUTTON = /^Pay 50\.00 USD with Apple Pay$/;

export interface ApplePayHarness extends FakeApplePay {
  /** What the pretend player does in the next sheets. */
  outcome: FakeSheetOutcome;
  /** Merchant-validation, antifraud and deposit requests, in order. */
  calls: string[];
  /** Bodies of the deposit requests. */
  deposits: {
    idempotencyKey: string;
    paymentToken?: string;
    methodId: string;
    presetId?: string;
    offerType?: string;
  }[];
}

/** Clicks `button` (Pay, Try again) and waits for the "Payment successful" screen. */
export async function clickToPaymentSuccessful(user: UserEvent, button: HTMLElement): Promise<void> {
  await user.click(button);
  await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 8000 });
}

/** Installs the pretend Apple Pay for one test; `afterEach` takes it off again. */
export function setUpApplePay(
  server: SetupServer,
  cleanups: (() => void)[],
  outcome: FakeSheetOutcome = 'pay',
): ApplePayHarness {
  const harness = { outcome, calls: [] as string[], deposits: [] as ApplePayHarness['deposits'] };
  // jsdom's window has no ApplePaySession property to declare it by; the fake adds one.
  const fake = installFakeApplePay(window as Window & ApplePayHost, { outcome: () => harness.outcome });
  const listener = async ({ request }: { request: Request }) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    if (!WATCHED.has(call)) return;
    harness.calls.push(call);
    if (call === DEPOSIT) harness.deposits.push((await request.clone().json()) as ApplePayHarness['deposits'][number]);
  };
  server.events.on('request:start', listener);
  cleanups.push(() => {
    server.events.removeListener('request:start', listener);
    fake.uninstall();
  });
  return Object.assign(harness, { ApplePaySession: fake.ApplePaySession, sessions: fake.sessions });
}

/**
 * The setup of an Apple Pay test file, once (call it at the top level): the cashier test, with `setUpApplePay` bound
 * to its server and cleanups.
 */
export function setUpApplePayTest() {
  const { sandbox, server, cleanups } = setUpCashierTest();
  return {
    sandbox,
    server,
    cleanups,
    setUpApplePay: (outcome?: FakeSheetOutcome) => setUpApplePay(server, cleanups, outcome),
  };
}

/** From the methods list of the 50 package, opens Apple Pay. */
export async function openApplePay(user: UserEvent) {
  const methods = await screen.findByRole('list', { name: 'Payment method' }, T);
  await user.click(within(methods).getByRole('button', { name: 'Apple Pay' }));
  return screen.findByRole('button', { name: PAY_BUTTON }, T);
}
