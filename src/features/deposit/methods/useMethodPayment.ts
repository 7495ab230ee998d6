import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { DepositResultData } from '@contracts/api/deposit';
import { useT } from '@/shared/i18n/useT';
import { formatMoney } from '@/shared/format/money';
import type { Intent } from '@/shared/payments/intentBook';
import { isPaymentCheckError } from '@/shared/payments/paymentCheckError';
import type { PayButtonProps } from '@/shared/payments/PayButton';
import { usePaymentAttempt } from '@/shared/payments/usePaymentAttempt';
import type { IntentRunOptions, SendResult } from '@/shared/payments/useIntentCall';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { PENDING_PATH } from '@/features/deposit/depositPaths';
import { DEPOSIT_CALL, paymentShown } from '@/features/deposit/pendingPayment';
import { bodyTarget, purchaseOf } from './bodyTarget';
import type { MethodFormProps } from './methodProps';

/**
 * The wiring every deposit method shares: one payment attempt through the intent kit, keyed by the purchase and the
 * instrument that pays it (a saved card's id, `new` for a card typed in the widget, a bank account, a voucher), the
 * body every money POST starts with (the purchase and the intent's idempotency key), the step to the pending screen
 * once the server started the payment, the Pay button's words, and the note a failed attempt's error starts with
 * when a check before the payment failed (nothing was sent for payment).
 */
export function useMethodPayment({ target, price, data, onRestricted }: Pick<MethodFormProps, 'target' | 'price' | 'data' | 'onRestricted'>) {
  const t = useT();
  const dispatch = useDispatch();
  const navigate = useCashNavigate();
  const payment = usePaymentAttempt(DEPOSIT_CALL, { onRestricted });
  const amount = formatMoney(price, data.currency);
  const purchase = purchaseOf(target);
  const body = (intent: Intent) => ({ ...bodyTarget(target), idempotencyKey: intent.key });
  const { attempt, started: keepStarted } = payment;

  /** The intent's target: the purchase and the instrument. */
  const intentTarget = useCallback((instrument: string) => ({ ...purchase, instrument }), [purchase]);

  /** The server started the payment: keep its id for a reload, show it in pending/ (memory only). */
  const started = useCallback(
    (instrument: string, result: Pick<DepositResultData, 'paymentId' | 'redirectUrl'>, challenge = false) => {
      void keepStarted(intentTarget(instrument), result.paymentId);
      dispatch(paymentShown({ paymentId: result.paymentId, redirectUrl: result.redirectUrl, challenge }));
      void navigate(PENDING_PATH);
    },
    [keepStarted, intentTarget, dispatch, navigate],
  );

  /** Pays with `instrument`: the checks, then `send` with this purchase and instrument's key, then pending/. */
  const pay = useCallback(
    async (instrument: string, send: (intent: Intent) => Promise<SendResult<DepositResultData>>, seen?: IntentRunOptions['seen']) => {
      const run = await attempt(intentTarget(instrument), send, { about: purchase, keepOnDone: true, seen });
      if (run.outcome === 'done') started(instrument, run.data, run.data.resultCode === '3ds');
      return run;
    },
    [attempt, intentTarget, purchase, started],
  );

  const payButton = (labelKey = 'deposit.pay.button'): Pick<PayButtonProps, 'label' | 'submittingLabel' | 'submitting'> => ({
    label: t(labelKey, { amount }),
    submittingLabel: t('deposit.pay.submitting'),
    submitting: payment.submitting,
  });
  const errorNote = isPaymentCheckError(payment.error) ? t('deposit.checks.failed') : undefined;
  return { ...payment, pay, started, keepStarted, intentTarget, amount, body, payButton, errorNote };
}
