import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { TransactionResultData } from '@contracts/api/history';
import { getEventBus } from '@/shared/events/bus';
import { formatMoney } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { useHandOver } from '@/shared/navigation/useHandover';
import { isPaymentCheckError } from '@/shared/payments/paymentCheckError';
import { intentResolved, type StoredIntent } from '@/shared/payments/paymentIntent';
import type { PayButtonProps } from '@/shared/payments/PayButton';
import { usePaymentAttempt } from '@/shared/payments/usePaymentAttempt';
import { checkAmount, lowerMax, parseAmount, type AmountLimits } from '@/features/redeem/amountRules';
import { REDEEM_SUCCESS_PATH } from '@/features/redeem/redeemPaths';
import { REDEEM_SUCCESS_HANDOVER, type RedeemSuccessState } from '@/features/redeem/successState';
import type { RedeemMethodProps } from './methodProps';

/** What identifies one redemption intent: a retry of the same method, destination and amount reuses its key. */
export type RedeemTarget = { methodId: string; amount: string; destination: string | null };
type RedeemCall = (intent: StoredIntent<RedeemTarget>) => Promise<{ data: TransactionResultData } | { error: unknown }>;

export interface RedemptionOptions<V extends FieldValues> extends Pick<RedeemMethodProps, 'method' | 'currency' | 'redeemable' | 'onRestricted'> {
  /** The form's other fields' starting values (the amount starts empty). */
  defaults: DefaultValues<Omit<V, 'amount'>>;
  /** The provider's own bounds (withdraw calls), tighter than the method's when given. */
  providerLimits?: { minAmount: number; maxAmount: number | null; redeemable: number };
  /** Which saved destination (or new account) the form pays out to, for the intent. */
  destination: (values: V) => string | null;
  /** Drop the values of fields that leave the form (fields generated from a changing server description). */
  shouldUnregister?: boolean;
}

/**
 * The wiring every payout method shares: a react-hook-form form with the amount and its rules, one attempt per
 * intent through the payments kit (antifraud checks, one request in flight, the same idempotency key on a retry),
 * then the success screen with the server's answer; the host hears the new balance.
 */
export function useRedemption<V extends FieldValues & { amount: string }>({ method, currency, redeemable, onRestricted, defaults, providerLimits, destination, shouldUnregister }: RedemptionOptions<V>) {
  const t = useT();
  const navigate = useCashNavigate();
  const handOver = useHandOver();
  const form = useForm<V>({ defaultValues: { amount: '', ...defaults } as DefaultValues<V>, mode: 'onSubmit', reValidateMode: 'onChange', shouldUnregister });
  const limits: AmountLimits = {
    min: Math.max(method.minAmount, providerLimits?.minAmount ?? 0),
    max: lowerMax(method.maxAmount, providerLimits?.maxAmount ?? null),
    available: Math.min(redeemable, providerLimits?.redeemable ?? redeemable),
    currency,
  };
  const values = form.watch();
  const typed = parseAmount(values.amount);
  const target: RedeemTarget = { methodId: method.id, amount: typed === null ? '' : String(typed), destination: destination(values) };
  const payment = usePaymentAttempt(target, { next: REDEEM_SUCCESS_PATH, onRestricted, scope: 'redeem' });

  // react-hook-form's register keys are typed by V; the amount is a key of every redeem form.
  const amountField = form.register('amount' as Parameters<typeof form.register>[0], { validate: (value: string) => checkAmount(value ?? '', limits, t) });

  /** Sends the redemption the call makes from the intent and the valid amount; on success goes on to redeem-success/. */
  const redeem = async (call: (intent: StoredIntent<RedeemTarget>, amount: number) => ReturnType<RedeemCall>) => {
    if (typed === null) return;
    const data = await payment.attempt((intent) => call(intent, typed));
    if (!data) return;
    // The server answered with the out transaction: this intent is done, the next redemption gets a new key.
    intentResolved('redeem');
    getEventBus().emit('balance-changed', { balance: data.balance.balance, currency: data.balance.currency });
    const state: RedeemSuccessState = { result: data, methodTitle: method.title };
    handOver(REDEEM_SUCCESS_HANDOVER, state);
    navigate(REDEEM_SUCCESS_PATH);
  };

  const submitButton = (): Pick<PayButtonProps, 'label' | 'submittingLabel' | 'submitting'> => ({
    label: typed !== null && checkAmount(values.amount, limits, t) === true ? t('redeem.submit.amount', { amount: formatMoney(typed, currency) }) : t('redeem.submit'),
    submittingLabel: t('redeem.submitting'),
    submitting: payment.submitting,
  });
  const errorNote = isPaymentCheckError(payment.error) ? t('redeem.checks.failed') : undefined;
  return { form, amountField, limits, redeem, submitButton, error: payment.error, errorNote, submitting: payment.submitting };
}
