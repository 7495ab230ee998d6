import { useState } from 'react';
import type { PaypalInitData } from '@contracts/api/deposit';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { useCreatePaypalCaptureMutation, useCreatePaypalPaymentMutation } from '@/features/deposit/paymentApi';
import { Actions, ErrorText, Muted } from '@/features/deposit/Deposit.styles';
import { DepositError } from '@/features/deposit/DepositError';
import { formatMoney } from '@/features/deposit/formatMoney';
import { intentPaymentStarted } from '@/features/deposit/paymentIntent';
import { usePayment } from '@/features/deposit/usePayment';
import { bodyTarget } from '@/features/deposit/methods/bodyTarget';
import { MethodSection } from '@/features/deposit/methods/MethodSection';
import type { MethodFormProps } from '@/features/deposit/methods/methodProps';

export type PaypalMethodProps = MethodFormProps;

/** PayPal: start the order (paypal-init), approve it on PayPal's page, then capture it (paypal-check). */
export function PaypalMethod({ title, limits, data, target, price, onClose, onRestricted }: PaypalMethodProps) {
  const t = useT();
  const [initPaypal] = useCreatePaypalPaymentMutation();
  const [capturePaypal] = useCreatePaypalCaptureMutation();
  const { attempt, resume, started, submitting, error } = usePayment(target, { onRestricted });
  const [order, setOrder] = useState<PaypalInitData | null>(null);
  const [notApproved, setNotApproved] = useState(false);

  const start = async () => {
    const created = await attempt((intent) => initPaypal({ ...bodyTarget(target), idempotencyKey: intent.idempotencyKey }));
    if (!created) return;
    intentPaymentStarted(created.paymentId);
    setOrder(created);
  };
  const capture = async () => {
    if (!order) return;
    setNotApproved(false);
    const result = await resume(() => capturePaypal({ paymentId: order.paymentId, orderId: order.orderId }));
    if (!result) return;
    // Pending with a redirect: PayPal has not approved the order yet. Only paypal-check captures it, and the pending
    // screen asks the deposit check, which never would: the player stays here to approve and complete.
    if (result.status === 'pending' && result.redirectUrl !== null) {
      setNotApproved(true);
      return;
    }
    started(result.paymentId, result.redirectUrl);
  };

  return (
    <MethodSection title={title} note={limits} onClose={onClose}>
      {!order ? (
        <Actions>
          <Button onClick={() => void start()} disabled={submitting} aria-busy={submitting}>
            {submitting ? t('deposit.pay.submitting') : t('deposit.paypal.start', { amount: formatMoney(price, data.currency) })}
          </Button>
        </Actions>
      ) : (
        <>
          {notApproved ? <ErrorText role="alert">{t('deposit.paypal.approveText')}</ErrorText> : <Muted>{t('deposit.paypal.approveText')}</Muted>}
          <Actions>
            <a href={order.approvalUrl} target="_blank" rel="noopener noreferrer">
              {t('deposit.paypal.approveLink')}
            </a>
            <Button onClick={() => void capture()} disabled={submitting} aria-busy={submitting}>
              {t('deposit.paypal.complete')}
            </Button>
          </Actions>
        </>
      )}
      {error !== null && <DepositError error={error} onRetry={() => void (order ? capture() : start())} />}
    </MethodSection>
  );
}
