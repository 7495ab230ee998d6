import type { SandboxLog } from '../log';
import type { SandboxState } from '../state';
import { findTestCard, type TestCard } from './catalogue';
import { money, settle } from './payments';
import { nextId, type CardTokenRecord, type PaymentRecord, type PendingWidgetCard } from './state';

/** What the card widget's form sends to tokenize. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
  save: boolean;
}

/** What the widget shows and tells its parent after one step. */
export type WidgetOutcome =
  | { kind: 'token'; cardToken: string }
  | { kind: 'decline'; message: string }
  | { kind: 'challenge'; stepId: string }
  | { kind: 'refresh'; stepId: string; message: string };

/** A payment as a provider page shows it. */
export interface PaymentView {
  paymentId: string;
  kind: PaymentRecord['kind'];
  amount: number;
  currency: string;
  status: PaymentRecord['status'];
  wait: PaymentRecord['wait'];
  orderId: string | null;
  returnUrl: string | null;
}

export type DecisionResult = { ok: true; payment: PaymentView } | { ok: false; status: number; message: string };

/**
 * The payment provider's side of the sandbox: what the card widget, the 3-D Secure page and the PayPal and
 * Trustly approval pages (widget/server.ts, another origin) do to the shared model. Reached as
 * `sandbox.admin.provider`.
 */
export interface DepositProvider {
  tokenizeCard(input: CardInput): WidgetOutcome;
  /** The 3-D Secure challenge inside the widget: pass → a token, fail → decline. */
  completeWidgetChallenge(stepId: string, passed: boolean): WidgetOutcome;
  /** REFRESH_TOKEN from the parent: a token for the card waiting on it. */
  refreshToken(stepId: string): WidgetOutcome;
  payment(paymentId: string): PaymentView | undefined;
  /** The 3-D Secure page of a card payment (card-pay answered pending + 3ds). */
  completePaymentChallenge(paymentId: string, passed: boolean): DecisionResult;
  /** The PayPal approval page: approve (paypal-check then captures) or cancel. */
  decidePaypal(paymentId: string, orderId: string, approved: boolean): DecisionResult;
  /** The Trustly page: approve links the bank account and pays; cancel fails the payment. */
  decideTrustly(paymentId: string, approved: boolean, bankName: string): DecisionResult;
}

export function createDepositProvider(state: () => SandboxState, log: SandboxLog): DepositProvider {
  const write = (entry: Parameters<SandboxLog['write']>[0]) => log.write(entry);
  const logFor =
    (playerId: string) => (entry: Omit<Parameters<SandboxLog['write']>[0], 'playerId'> & { playerId?: string }) =>
      write({ playerId, ...entry });

  const view = (payment: PaymentRecord): PaymentView => ({
    paymentId: payment.id,
    kind: payment.kind,
    amount: payment.price,
    currency: payment.currency,
    status: payment.status,
    wait: payment.wait,
    orderId: payment.orderId,
    returnUrl: payment.returnUrl,
  });

  const issueToken = (card: Omit<CardTokenRecord, 'token' | 'usedBy'>): WidgetOutcome => {
    const deposit = state().deposit;
    const token = nextId(deposit, 'cardtok');
    deposit.cardTokens.set(token, { ...card, token, usedBy: null });
    write({
      level: 'info',
      kind: 'card-widget',
      message: `card widget: token ${token} for ${card.brand} •••• ${card.last4} (${card.behaviour})`,
    });
    return { kind: 'token', cardToken: token };
  };

  const waitingPayment = (
    paymentId: string,
    wait: PaymentRecord['wait'],
  ): PaymentRecord | { status: number; message: string } => {
    const payment = state().deposit.payments.get(paymentId);
    if (!payment) return { status: 404, message: `No payment "${paymentId}".` };
    if (payment.status !== 'pending' || payment.wait !== wait)
      return { status: 409, message: `Payment ${paymentId} is not waiting for this step (status ${payment.status}).` };
    return payment;
  };

  /** The player canceled at the provider's page: the payment fails with `text` and counts as canceled. */
  const cancelAtProvider = (payment: PaymentRecord, text: string) =>
    settle(state(), payment, { status: 'failed', failedMessageText: text }, logFor(payment.playerId), {
      canceled: true,
    });

  return {
    tokenizeCard(input) {
      const card: TestCard | undefined = findTestCard(input.number);
      const digits = input.number.replace(/[\s-]/g, '');
      // The provider's own clock (real time), as a real card form would check expiry.
      const today = new Date();
      const year = today.getUTCFullYear();
      const month = today.getUTCMonth() + 1;
      if (!/^\d{12,19}$/.test(digits)) return { kind: 'decline', message: 'Enter the card number (12–19 digits).' };
      if (
        !(input.expMonth >= 1 && input.expMonth <= 12) ||
        input.expYear < year ||
        (input.expYear === year && input.expMonth < month)
      ) {
        return { kind: 'decline', message: 'The card has expired or the expiry date is invalid.' };
      }
      if (!/^\d{3,4}$/.test(input.cvc)) return { kind: 'decline', message: 'Enter the 3- or 4-digit security code.' };
      if (!card) return { kind: 'decline', message: 'Card not accepted: use one of the sandbox test cards.' };
      if (card.behaviour === 'widget-decline')
        return { kind: 'decline', message: 'Your card was declined (sandbox card 4000 0000 0000 0127).' };
      const record = {
        behaviour: card.behaviour,
        brand: card.brand,
        last4: digits.slice(-4),
        expMonth: input.expMonth,
        expYear: input.expYear,
        holderName: input.holderName.trim() || 'Card holder',
        save: input.save,
      };
      if (card.behaviour === 'challenge' || card.behaviour === 'refresh') {
        const deposit = state().deposit;
        const step: PendingWidgetCard = {
          id: nextId(deposit, card.behaviour === 'challenge' ? 'chal' : 'refr'),
          step: card.behaviour,
          card: { ...record, behaviour: 'success' },
        };
        deposit.widgetSteps.set(step.id, step);
        return card.behaviour === 'challenge'
          ? { kind: 'challenge', stepId: step.id }
          : {
              kind: 'refresh',
              stepId: step.id,
              message: 'The card session expired: the page must ask for a fresh token (REFRESH_TOKEN).',
            };
      }
      return issueToken(record);
    },
    completeWidgetChallenge(stepId, passed) {
      const deposit = state().deposit;
      const step = deposit.widgetSteps.get(stepId);
      if (!step || step.step !== 'challenge')
        return { kind: 'decline', message: 'This 3-D Secure step has expired; enter the card again.' };
      deposit.widgetSteps.delete(stepId);
      write({
        level: 'info',
        kind: 'card-widget',
        message: `card widget: 3-D Secure ${passed ? 'passed' : 'failed'} for •••• ${step.card.last4}`,
      });
      return passed ? issueToken(step.card) : { kind: 'decline', message: '3-D Secure authentication failed.' };
    },
    refreshToken(stepId) {
      const deposit = state().deposit;
      const step = deposit.widgetSteps.get(stepId);
      if (!step || step.step !== 'refresh')
        return { kind: 'decline', message: 'Nothing to refresh; enter the card again.' };
      deposit.widgetSteps.delete(stepId);
      return issueToken(step.card);
    },
    payment(paymentId) {
      const payment = state().deposit.payments.get(paymentId);
      return payment ? view(payment) : undefined;
    },
    completePaymentChallenge(paymentId, passed) {
      const payment = waitingPayment(paymentId, '3ds');
      if (!('id' in payment)) return { ok: false, ...payment };
      settle(
        state(),
        payment,
        passed
          ? { status: 'success', failedMessageText: null }
          : { status: 'failed', failedMessageText: '3-D Secure authentication failed. No money was taken.' },
        logFor(payment.playerId),
      );
      return { ok: true, payment: view(payment) };
    },
    decidePaypal(paymentId, orderId, approved) {
      const payment = waitingPayment(paymentId, 'paypal-approval');
      if (!('id' in payment)) return { ok: false, ...payment };
      if (payment.orderId !== orderId)
        return { ok: false, status: 404, message: `Order ${orderId} is not the order of payment ${paymentId}.` };
      if (approved) {
        payment.wait = 'paypal-capture';
        write({
          level: 'info',
          kind: 'deposit',
          playerId: payment.playerId,
          message: `PayPal order ${orderId} approved (${money(payment.price)}); paypal-check captures it`,
        });
      } else {
        cancelAtProvider(payment, 'You canceled the payment at PayPal. No money was taken.');
      }
      return { ok: true, payment: view(payment) };
    },
    decideTrustly(paymentId, approved, bankName) {
      const payment = waitingPayment(paymentId, 'trustly-approval');
      if (!('id' in payment)) return { ok: false, ...payment };
      if (!approved) {
        cancelAtProvider(payment, 'You canceled the bank payment at Trustly. No money was taken.');
        return { ok: true, payment: view(payment) };
      }
      const player = state().players.get(payment.playerId);
      if (player) {
        const tokenId = `trustly-${payment.id}`;
        const last = String(1000 + (state().deposit.seq % 9000));
        player.trustlyAccounts.push({
          tokenId,
          bankName: bankName.trim() || 'Sandbox Bank',
          accountMask: `**** ${last}`,
        });
        write({
          level: 'info',
          kind: 'deposit',
          playerId: player.id,
          message: `Trustly: linked ${bankName} as ${tokenId}`,
        });
      }
      settle(state(), payment, { status: 'success', failedMessageText: null }, logFor(payment.playerId));
      return { ok: true, payment: view(payment) };
    },
  };
}
