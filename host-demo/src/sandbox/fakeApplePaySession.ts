import type {
  ApplePayPaymentAuthorizationResult,
  ApplePayPaymentAuthorizedEvent,
  ApplePayPaymentRequest,
  ApplePayPaymentToken,
  ApplePaySessionConstructor,
  ApplePaySessionInstance,
  ApplePayValidateMerchantEvent,
} from '../../../contracts/applePay';
import { APPLE_PAY_SANDBOX_VALIDATION_URL } from '../../sandbox/deposit/applePay';
import { APPLE_PAY_DECLINE_TOKEN } from '../../sandbox/deposit/catalogue';

/*
 * A stand-in for Safari's ApplePaySession, for browsers without Apple Pay: the browser's side of Apple Pay JS
 * as the cashier meets it. No sheet is drawn; what the player "does" in it is chosen up front (pay, have the
 * bank decline, or close the sheet). It keeps Safari's rules the cashier must live with: one active session a
 * page, `begin` once, each `complete…` only in its step (else InvalidAccessError), a dismissed sheet on an
 * invalid merchant session, and a timeout when the page does not answer a step.
 */

/** What the pretend player does once the sheet is validated. */
export const FAKE_SHEET_OUTCOMES = ['pay', 'decline', 'cancel'] as const;
export type FakeSheetOutcome = (typeof FAKE_SHEET_OUTCOMES)[number];

export const isFakeSheetOutcome = (value: unknown): value is FakeSheetOutcome =>
  typeof value === 'string' && (FAKE_SHEET_OUTCOMES as readonly string[]).includes(value);

/** Where a sheet is: waiting for begin, for merchant validation, for the payment result, or over. */
export type FakeSessionState = 'new' | 'validating' | 'authorizing' | 'completed' | 'aborted' | 'cancelled';

/** One session the page made, for tests and the console. */
export interface FakeSessionRecord {
  readonly version: number;
  readonly request: ApplePayPaymentRequest;
  state: FakeSessionState;
  /** The merchant session the page handed over (null before). */
  merchantSession: object | null;
  /** The `STATUS_*` the page completed the payment with (null before). */
  completedStatus: number | null;
}

export interface FakeApplePayOptions {
  /** Read when each sheet has been validated, so a switch takes effect on the next Pay press. */
  outcome: () => FakeSheetOutcome;
  /** Pause before each sheet step (a person is slower than this; tests want it short). Default 0. */
  stepDelayMs?: number;
  /** Like Safari: a step the page does not finish in time dismisses the sheet. Default 30 000 ms. */
  stepTimeoutMs?: number;
  /** What happens in the sheet, for the console. */
  log?: (message: string) => void;
}

export interface FakeApplePay {
  ApplePaySession: ApplePaySessionConstructor;
  /** Every session made, oldest first. */
  readonly sessions: readonly FakeSessionRecord[];
}

/** Apple's status constants (ApplePaySession.STATUS_SUCCESS and STATUS_FAILURE). */
const STATUS_SUCCESS = 0;
const STATUS_FAILURE = 1;
const MAX_VERSION = 14;

const invalidAccess = (message: string) => new DOMException(message, 'InvalidAccessError');

function checkRequest(version: number, request: ApplePayPaymentRequest): void {
  if (!Number.isInteger(version) || version < 1 || version > MAX_VERSION)
    throw new TypeError(`"${version}" is not a supported version.`);
  if (!/^[A-Z]{2}$/.test(request.countryCode)) throw new TypeError('"countryCode" must be an ISO 3166 country code.');
  if (!/^[A-Z]{3}$/.test(request.currencyCode))
    throw new TypeError('"currencyCode" must be an ISO 4217 currency code.');
  if (request.supportedNetworks.length === 0) throw new TypeError('At least one supported network must be provided.');
  if (!request.merchantCapabilities.includes('supports3DS')) throw new TypeError('"supports3DS" is required.');
  if (request.total.label.trim() === '') throw new TypeError('"total.label" is required.');
  if (!/^\d+(\.\d+)?$/.test(request.total.amount) || Number(request.total.amount) <= 0) {
    throw new TypeError(`"${request.total.amount}" is not a valid positive amount.`);
  }
}

const hasSessionIdentifier = (session: object): boolean => {
  const id = (session as { merchantSessionIdentifier?: unknown }).merchantSessionIdentifier;
  return typeof id === 'string' && id !== '';
};

/** A fresh fake: its own sessions, its own "one active session a page". */
export function createFakeApplePay({
  outcome,
  stepDelayMs = 0,
  stepTimeoutMs = 30_000,
  log = () => undefined,
}: FakeApplePayOptions): FakeApplePay {
  const sessions: FakeSessionRecord[] = [];
  /** The record of the page's one active session (Safari allows one a page). */
  let active: FakeSessionRecord | null = null;
  let transactions = 0;

  class FakeApplePaySession implements ApplePaySessionInstance {
    static readonly STATUS_SUCCESS = STATUS_SUCCESS;
    static readonly STATUS_FAILURE = STATUS_FAILURE;

    static canMakePayments(): boolean {
      return true;
    }

    static supportsVersion(version: number): boolean {
      return Number.isInteger(version) && version >= 1 && version <= MAX_VERSION;
    }

    onvalidatemerchant: ((event: ApplePayValidateMerchantEvent) => void) | null = null;
    onpaymentauthorized: ((event: ApplePayPaymentAuthorizedEvent) => void) | null = null;
    oncancel: ((event: Event) => void) | null = null;
    private readonly record: FakeSessionRecord;
    private timers: ReturnType<typeof setTimeout>[] = [];

    constructor(version: number, request: ApplePayPaymentRequest) {
      checkRequest(version, request);
      this.record = {
        version,
        request: structuredClone(request),
        state: 'new',
        merchantSession: null,
        completedStatus: null,
      };
      sessions.push(this.record);
    }

    begin(): void {
      if (this.record.state !== 'new') throw invalidAccess('The session has already begun.');
      if (active) throw invalidAccess('Page already has an active payment session.');
      active = this.record;
      this.record.state = 'validating';
      log(
        `sheet opened for ${this.record.request.total.amount} ${this.record.request.currencyCode}; validating the merchant`,
      );
      this.later(() => this.onvalidatemerchant?.({ validationURL: APPLE_PAY_SANDBOX_VALIDATION_URL }));
      this.deadline('validating');
    }

    completeMerchantValidation(merchantSession: object): void {
      if (this.record.state !== 'validating' || this.record.merchantSession !== null)
        throw invalidAccess('The merchant is not being validated.');
      this.clearTimers();
      if (typeof merchantSession !== 'object' || merchantSession === null || !hasSessionIdentifier(merchantSession)) {
        // Safari dismisses the sheet when the merchant session is not one.
        log('invalid merchant session: sheet dismissed');
        this.cancel();
        return;
      }
      this.record.merchantSession = merchantSession;
      this.later(() => this.act());
    }

    completePayment(result: ApplePayPaymentAuthorizationResult | number): void {
      if (this.record.state !== 'authorizing') throw invalidAccess('There is no payment to complete.');
      const status = typeof result === 'number' ? result : result.status;
      if (status !== STATUS_SUCCESS && status !== STATUS_FAILURE)
        throw new TypeError(`"${String(status)}" is not a valid status.`);
      this.record.completedStatus = status;
      log(`payment completed: ${status === STATUS_SUCCESS ? 'success' : 'failure'}`);
      this.end('completed');
    }

    abort(): void {
      if (this.record.state !== 'validating' && this.record.state !== 'authorizing') return;
      log('sheet aborted by the page');
      this.end('aborted');
    }

    /** What the pretend player does once the merchant is validated. */
    private act(): void {
      if (this.record.state !== 'validating') return;
      const choice = outcome();
      if (choice === 'cancel') {
        log('the player closed the sheet');
        this.cancel();
        return;
      }
      this.record.state = 'authorizing';
      transactions += 1;
      const transactionIdentifier = `SANDBOX${String(transactions).padStart(8, '0')}`;
      const token: ApplePayPaymentToken = {
        paymentData: {
          version: 'EC_v1',
          data: choice === 'decline' ? APPLE_PAY_DECLINE_TOKEN : `sandbox-${transactionIdentifier}`,
          signature: 'sandbox',
          header: { ephemeralPublicKey: 'sandbox', publicKeyHash: 'sandbox', transactionId: transactionIdentifier },
        },
        transactionIdentifier,
        paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'debit' },
      };
      log(`the player authorized the payment (${choice === 'decline' ? 'the bank will decline it' : 'it will pay'})`);
      this.deadline('authorizing');
      this.onpaymentauthorized?.({ payment: { token } });
    }

    private cancel(): void {
      this.end('cancelled');
      this.oncancel?.(new Event('cancel'));
    }

    private end(state: FakeSessionState): void {
      this.clearTimers();
      this.record.state = state;
      if (active === this.record) active = null;
    }

    private later(step: () => void): void {
      this.timers.push(setTimeout(step, stepDelayMs));
    }

    /** Safari gives the page about 30 s per step, then dismisses the sheet. */
    private deadline(step: FakeSessionState): void {
      this.timers.push(
        setTimeout(() => {
          if (this.record.state !== step) return;
          log(`the page did not finish "${step}" in time: sheet dismissed`);
          this.cancel();
        }, stepTimeoutMs),
      );
    }

    private clearTimers(): void {
      this.timers.forEach(clearTimeout);
      this.timers = [];
    }
  }

  const ApplePaySession: ApplePaySessionConstructor = FakeApplePaySession;
  return { ApplePaySession, sessions };
}

/** Where a page keeps `ApplePaySession` (window, or a test's stand-in for it). */
export interface ApplePayHost {
  ApplePaySession?: ApplePaySessionConstructor;
}

/** Puts the fake on `host` (as Safari would have it) and returns how to take it off again. */
export function installFakeApplePay(
  host: ApplePayHost,
  options: FakeApplePayOptions,
): FakeApplePay & { uninstall: () => void } {
  const fake = createFakeApplePay(options);
  const had = Object.prototype.hasOwnProperty.call(host, 'ApplePaySession');
  const previous = host.ApplePaySession;
  host.ApplePaySession = fake.ApplePaySession;
  return {
    ...fake,
    uninstall: () => {
      if (had) host.ApplePaySession = previous;
      else delete host.ApplePaySession;
    },
  };
}
