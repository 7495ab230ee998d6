import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { DepositResultData } from '@contracts/api/deposit';
import { useT } from '@/shared/i18n/useT';
import { formatMoney } from '@/shared/format/money';
import type { Intent } from '@/shared/money/intentBook';
import { isPaymentCheckError } from '@/shared/money/paymentCheckError';
import type { MoneyButtonProps } from '@/shared/money/MoneyButton';
import { useMoneyAttempt } from '@/shared/money/useMoneyAttempt';
import type { IntentRunOptions, RecheckContext, SendResult } from '@/shared/money/useIntentCall';
import type { AttemptProblemProps } from '@/shared/money/AttemptProblem';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { PENDING_PATH } from '@/features/deposit/depositPaths';
import { DEPOSIT_CALL, paymentShown } from '@/features/deposit/pendingPayment';
import { bodyTarget, purchaseOf } from './bodyTarget';
import type { MethodFormProps } from './methodProps';
import type { DepositDispatch, FoundDeposit } from './recheckDeposit';

/** The re-read of a lost answer: its own chunk, loaded only when an answer was lost. */
export const loadRecheck = () => import(/* webpackChunkName: "money-recheck" */ './recheckDeposit');

/** The payment check settled it: the result screens can say what happened. */
export const isSettled = (found: FoundDeposit) => found.status === 'success' || found.status === 'failed';

/**
 * The wiring every deposit method shares: one payment attempt through the intent kit, keyed by the purchase and the
 * instrument that pays it (a saved card's id, `new` for a card typed in the widget, a bank account, a voucher), the
 * body every money POST starts with (the purchase and the intent's idempotency key), the step to the pending screen
 * once the server started the payment, the Pay button's words, and the note a failed attempt's error starts with
 * when a check before the payment failed (nothing was sent for payment). A lost answer is re-read from the server
 * (`recheck`: the history, then the payment check): a settled payment goes to pending/, which shows its result; one
 * still pending may wait for the player (3-D Secure, a bank's approval: only the payment's answer carries that page),
 * so the method says it started and Try again (the same key) gets the server's answer again, page included.
 */
export function useMethodPayment({
  target,
  price,
  data,
  onRestricted,
}: Pick<MethodFormProps, 'target' | 'price' | 'data' | 'onRestricted'>) {
  const t = useT();
  const dispatch = useDispatch<DepositDispatch>();
  const navigate = useCashNavigate();
  const payment = useMoneyAttempt(DEPOSIT_CALL, { onRestricted });
  // A lost answer's payment was found still pending: it started, and Try again continues it.
  const [startedUnfinished, setStartedUnfinished] = useState(false);
  const amount = formatMoney(price, data.currency);
  const purchase = purchaseOf(target);
  const body = (intent: Intent) => ({ ...bodyTarget(target), idempotencyKey: intent.key });
  const { attempt, started: keepStarted, clearError: clearAttemptError } = payment;
  const { currency } = data;

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

  /** Re-reads the server for a payment of this price whose answer was lost (recheckDeposit.ts). */
  const recheck = useCallback(
    async (intent: Intent, context: RecheckContext) =>
      (await loadRecheck()).recheckDeposit(dispatch, intent, context, { amount: price, currency }),
    [dispatch, price, currency],
  );

  /** The re-read found the payment: settled, pending/ shows its result; still pending, the method says it started. */
  const foundLost = useCallback(
    (instrument: string, found: FoundDeposit) => {
      if (isSettled(found)) started(instrument, { paymentId: found.found, redirectUrl: null });
      else setStartedUnfinished(true);
    },
    [started],
  );

  /** Pays with `instrument`: the checks, then `send` with this purchase and instrument's key, then pending/. */
  const pay = useCallback(
    async (
      instrument: string,
      send: (intent: Intent) => Promise<SendResult<DepositResultData>>,
      seen?: IntentRunOptions['seen'],
    ) => {
      setStartedUnfinished(false);
      const run = await attempt(intentTarget(instrument), send, { about: purchase, keepOnDone: true, seen, recheck });
      if (run.outcome === 'done') started(instrument, run.data, run.data.resultCode === '3ds');
      else if (run.outcome === 'found') foundLost(instrument, run.found);
      return run;
    },
    [attempt, intentTarget, purchase, started, recheck, foundLost],
  );

  const clearError = useCallback(() => {
    setStartedUnfinished(false);
    clearAttemptError();
  }, [clearAttemptError]);

  const payButton = (
    labelKey = 'deposit.pay.button',
  ): Pick<MoneyButtonProps, 'label' | 'submittingLabel' | 'submitting'> => ({
    label: t(labelKey, { amount }),
    submittingLabel: t('deposit.pay.submitting'),
    submitting: payment.submitting,
  });
  const errorNote = isPaymentCheckError(payment.error) ? t('deposit.checks.failed') : undefined;
  /** What AttemptProblem shows for this method (its Try again is the method's own). */
  const problem: Omit<AttemptProblemProps, 'onRetry'> = {
    attempt: { error: payment.error, unknown: payment.unknown || startedUnfinished, checking: payment.checking },
    note: errorNote,
    unknownText: startedUnfinished ? t('deposit.lost.started', { amount }) : t('deposit.lost.text'),
    unknownTitle: startedUnfinished ? t('deposit.lost.startedTitle') : undefined,
    checkingText: t('deposit.lost.checking', { amount }),
  };
  // `unknown` covers a found payment still pending too: its Try again is a retry of the same request.
  return {
    ...payment,
    unknown: problem.attempt.unknown,
    clearError,
    pay,
    started,
    keepStarted,
    intentTarget,
    recheck,
    foundLost,
    amount,
    body,
    payButton,
    errorNote,
    problem,
    startedUnfinished,
  };
}
