import { useT } from '@/shared/i18n/useT';
import { formatMoney } from '@/shared/format/money';
import { isPaymentCheckError } from '@/shared/payments/paymentCheckError';
import type { PaymentIntent } from '@/shared/payments/paymentIntent';
import type { PayButtonProps } from '@/shared/payments/PayButton';
import { usePaymentAttempt } from '@/shared/payments/usePaymentAttempt';
import { PENDING_PATH } from '@/features/deposit/depositPaths';
import { bodyTarget } from './bodyTarget';
import type { MethodFormProps } from './methodProps';

/**
 * The wiring every deposit method shares: one payment attempt that goes on to the pending screen, the body every
 * money POST starts with (the purchase and the intent's idempotency key), the Pay button's words, and the note a
 * failed attempt's error starts with when a check before the payment failed (nothing was sent for payment).
 */
export function useMethodPayment({ target, price, data, onRestricted }: Pick<MethodFormProps, 'target' | 'price' | 'data' | 'onRestricted'>) {
  const t = useT();
  const payment = usePaymentAttempt(target, { next: PENDING_PATH, onRestricted });
  const amount = formatMoney(price, data.currency);
  const body = (intent: PaymentIntent) => ({ ...bodyTarget(target), idempotencyKey: intent.idempotencyKey });
  const payButton = (labelKey = 'deposit.pay.button'): Pick<PayButtonProps, 'label' | 'submittingLabel' | 'submitting'> => ({
    label: t(labelKey, { amount }),
    submittingLabel: t('deposit.pay.submitting'),
    submitting: payment.submitting,
  });
  const errorNote = isPaymentCheckError(payment.error) ? t('deposit.checks.failed') : undefined;
  return { ...payment, amount, body, payButton, errorNote };
}
