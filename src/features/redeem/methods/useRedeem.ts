import { useRef, useState } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from '@/shared/form/useForm';
import { useDispatch } from 'react-redux';
import type { TransactionResultData } from '@contracts/api/history';
import { announceBalance } from '@/shared/events/announceBalance';
import { formatMoney } from '@/shared/format/money';
import { parseTypedAmount } from '@/shared/format/typedAmount';
import { useT } from '@/shared/i18n/useT';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { useHandOver } from '@/shared/navigation/useHandover';
import { isPaymentCheckError } from '@/shared/money/paymentCheckError';
import type { MoneyButtonProps } from '@/shared/money/MoneyButton';
import type { AttemptProblemProps } from '@/shared/money/AttemptProblem';
import type { Intent } from '@/shared/money/intentBook';
import { useMoneyAttempt } from '@/shared/money/useMoneyAttempt';
import type { RecheckContext, SendResult } from '@/shared/money/useIntentCall';
import { checkAmount, lowerMax, type AmountLimits } from '@/features/redeem/amountRules';
import { REDEEM_SUCCESS_PATH } from '@/features/redeem/redeemPaths';
import { REDEEM_SUCCESS_HANDOVER, type RedeemSuccessState, type RedeemResult } from '@/features/redeem/successState';
import type { AmountAndSubmitProps } from './AmountAndSubmit';
import type { RedeemMethodProps } from './methodProps';
import type { RedeemDispatch } from './recheckRedeem';
import type { RedeemReviewProps } from './RedeemReview';

/** The re-read of a lost answer: its own chunk, loaded only when an answer was lost. */
const loadRecheck = () => import(/* webpackChunkName: "money-recheck" */ './recheckRedeem');

/** The intent book's name for a redemption (every payout method's money call keys its intents under it). */
export const REDEEM_CALL = 'redeem';

/** What a payout call gets: the intent's idempotency key. */
export interface RedeemKey {
  idempotencyKey: string;
}
type RedeemCall = (intent: RedeemKey, amount: number) => Promise<SendResult<TransactionResultData>>;

/** The form's values in a fixed order, so one set of details is one target whatever order the fields were filled. */
const stableValues = (values: FieldValues): string =>
  JSON.stringify(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1)));

export interface RedeemOptions<V extends FieldValues> extends Pick<
  RedeemMethodProps,
  'method' | 'currency' | 'redeemable' | 'onRestricted'
> {
  /** The form's other fields' starting values (the amount starts empty). */
  defaults: DefaultValues<Omit<V, 'amount'>>;
  /** The destination list's own bounds (`getDestinations`), tighter than the method's when given. */
  destinationLimits?: { minAmount: number; maxAmount: number | null; redeemable: number };
  /** Which saved destination (or new account) the form pays out to, for the intent. */
  destination: (values: V) => string | null;
  /** Drop the values of fields that leave the form (fields generated from a changing server description). */
  shouldUnregister?: boolean;
}

/**
 * The wiring every payout method shares: a form of the kit (src/shared/form/useForm.ts) with the amount and its
 * rules, one attempt per intent through the money kit (antifraud checks, one request in flight, the same idempotency
 * key on a retry), then the success screen with the server's answer; the host hears the new balance. A lost answer is re-read from
 * the server (the history's payouts, then the cash data): found, the success screen shows what the server has;
 * not found, the form says it cannot tell yet, with Try again (the same key).
 */
export function useRedeem<V extends FieldValues & { amount: string }>({
  method,
  currency,
  redeemable,
  onRestricted,
  defaults,
  destinationLimits,
  destination,
  shouldUnregister,
}: RedeemOptions<V>) {
  const t = useT();
  const navigate = useCashNavigate();
  const handOver = useHandOver();
  const dispatch = useDispatch<RedeemDispatch>();
  const form = useForm<V>({
    defaultValues: { amount: '', ...defaults } as DefaultValues<V>,
    shouldUnregister,
  });
  const limits: AmountLimits = {
    min: Math.max(method.minAmount, destinationLimits?.minAmount ?? 0),
    max: lowerMax(method.maxAmount, destinationLimits?.maxAmount ?? null),
    available: Math.min(redeemable, destinationLimits?.redeemable ?? redeemable),
    currency,
  };
  // Only the amount re-renders the form's owner (its button names it); a keystroke in another field does not.
  // The watched path is `amount`, a string field of every redeem form (V extends { amount: string }).
  const amountText = useWatch({ control: form.control, name: 'amount' as Path<V> }) as string | undefined;
  const typed = parseTypedAmount(amountText ?? '');
  const payment = useMoneyAttempt(REDEEM_CALL, { onRestricted });

  // The form's register is typed by V; the amount is a string field of every redeem form (V has `amount: string`).
  const amountField = (form.register as unknown as UseFormRegister<{ amount: string }>)('amount', {
    validate: (value) => checkAmount(value ?? '', limits, t),
  });

  // The review step (docs/product/redeem.md, "Review"): a valid form opens it; only its Confirm sends.
  const [review, setReview] = useState<{ amount: number; call: RedeemCall } | null>(null);
  /** The form's values the player last confirmed (amount included), in stableValues' order. */
  const confirmed = useRef<string | null>(null);

  /**
   * The form's submit with a valid amount: opens the review of the redemption the call would make. Try again after
   * a lost answer, on the same form, sends at once: the player confirmed this intent already, and it goes with the
   * same key.
   */
  const redeem = async (call: RedeemCall) => {
    if (typed === null) return;
    if (payment.unknown && confirmed.current === stableValues(form.getValues())) return send(call, typed);
    setReview({ amount: typed, call });
  };

  /** The review's props while it is open (null otherwise); `destination` names where the money goes. */
  const reviewStep = (destinationLabel: string | null): RedeemReviewProps | null =>
    review && {
      method,
      currency,
      amount: review.amount,
      destination: destinationLabel,
      onConfirm: () => {
        confirmed.current = stableValues(form.getValues());
        setReview(null);
        void send(review.call, review.amount);
      },
      onChange: () => setReview(null),
    };

  /** Sends the redemption the call makes from the intent and the amount; on success goes on to redeem-success/. */
  const send = async (call: RedeemCall, amount: number) => {
    // One intent per method, amount, destination and every detail the request carries (a new bank account's numbers,
    // the details typed in): another card, account or details is another target with its own key, never a 409 on the old
    // one. The book keeps the target only as a salted hash (intentBook.ts).
    const values = form.getValues();
    const { amount: _amount, ...details } = values;
    const target = {
      methodId: method.id,
      amount,
      destination: destination(values),
      details: stableValues(details),
    };
    const run = await payment.attempt(target, (intent) => call({ idempotencyKey: intent.key }, amount), {
      recheck: async (intent: Intent, context: RecheckContext) =>
        (await loadRecheck()).recheckRedeem(dispatch, intent, context, { amount, currency }),
      refOf: (data: TransactionResultData) => data.transaction.id,
    });
    // The server answered with the out transaction, or the re-read found it: the intent is settled (the kit), the
    // next redemption gets a new key.
    if (run.outcome === 'done') succeeded(run.data);
    else if (run.outcome === 'found') succeeded(run.found.result);
  };

  const succeeded = (result: RedeemResult) => {
    if (result.balance) announceBalance(result.balance);
    const state: RedeemSuccessState = {
      result,
      methodTitle: method.title,
      methodKind: method.kind,
      fee: method.fee,
    };
    handOver(REDEEM_SUCCESS_HANDOVER, state);
    navigate(REDEEM_SUCCESS_PATH);
  };

  const submitButton = (): Pick<MoneyButtonProps, 'label' | 'submittingLabel' | 'submitting'> => ({
    label:
      typed !== null && checkAmount(amountText ?? '', limits, t) === true
        ? t('redeem.submit.amount', { amount: formatMoney(typed, currency) })
        : t('redeem.submit'),
    submittingLabel: t('redeem.submitting'),
    submitting: payment.submitting,
  });
  /** AmountAndSubmit's props for a form that shows the amount's error from formState (the gift card follows its own). */
  const amountAndSubmit = (): AmountAndSubmitProps => ({
    currency,
    amountField,
    // `amount` is a string field of every redeem form, so its error is a plain FieldError.
    error: (form.formState.errors as FieldErrors<{ amount: string }>).amount,
    button: submitButton(),
  });
  const errorNote = isPaymentCheckError(payment.error) ? t('redeem.checks.failed') : undefined;
  /** What AttemptProblem shows for this form (its Try again is the form's submit). */
  const problem: Omit<AttemptProblemProps, 'onRetry'> = {
    attempt: { error: payment.error, unknown: payment.unknown, checking: payment.checking },
    note: errorNote,
    unknownText: t('redeem.lost.text'),
    checkingText: typed === null ? undefined : t('redeem.lost.checking', { amount: formatMoney(typed, currency) }),
  };
  return {
    form,
    amountField,
    limits,
    redeem,
    reviewStep,
    submitButton,
    amountAndSubmit,
    error: payment.error,
    unknown: payment.unknown,
    checking: payment.checking,
    errorNote,
    problem,
    submitting: payment.submitting,
  };
}
