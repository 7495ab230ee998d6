import { useT } from '@/shared/i18n/useT';
import { formatMoney } from '@/shared/format/money';
import type { PaymentIntent } from '@/shared/payments/paymentIntent';
import type { PayButtonProps } from '@/shared/payments/PayButton';
import { usePaymentAttempt } from '@/shared/payments/usePaymentAttempt';
import { PENDING_PATH } from '@/features/deposit/depositPaths';
import { bodyTarget } from './bodyTarget';
import type { MethodFormProps } from './methodProps';

/**
 * The wiring every deposit method shares: one payment attempt that goes on to the pending screen, the body every
 * money POST starts with (the purchase and the intent's idempotency key), and the Pay button's words.
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
  return { ...payment, amount, body, payButton };
}
