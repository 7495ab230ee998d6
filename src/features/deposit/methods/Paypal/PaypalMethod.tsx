import { useState } from 'react';
import type { PaypalInitData } from '@contracts/api/deposit';
import { isSafeRemoteUrl } from '@/shared/frames/safeUrl';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { useCreatePaypalCaptureMutation, useCreatePaypalPaymentMutation } from '@/features/deposit/paymentApi';
import { Actions, ErrorText, Muted } from '@/shared/ui/layout';
import { CallError } from '@/shared/ui/CallError';
import { intentPaymentStarted } from '@/shared/payments/paymentIntent';
import { PayActions, PayButton } from '@/shared/payments/PayButton';
import { MethodSection } from '@/features/deposit/methods/MethodSection';
import type { MethodFormProps } from '@/features/deposit/methods/methodProps';
import { useMethodPayment } from '@/features/deposit/methods/useMethodPayment';

export type PaypalMethodProps = MethodFormProps;

/** PayPal: start the order (paypal-init), approve it on PayPal's page, then capture it (paypal-check). */
export function PaypalMethod({ title, limits, onClose, ...props }: PaypalMethodProps) {
  const t = useT();
  const [initPaypal] = useCreatePaypalPaymentMutation();
  const [capturePaypal] = useCreatePaypalCaptureMutation();
  const { attempt, resume, started, submitting, error, errorNote, body, payButton } = useMethodPayment(props);
  const [order, setOrder] = useState<PaypalInitData | null>(null);
  const [notApproved, setNotApproved] = useState(false);

  const start = async () => {
    const created = await attempt((intent) => initPaypal(body(intent)));
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
        <PayActions>
          <PayButton onClick={() => void start()} {...payButton('deposit.paypal.start')} />
        </PayActions>
      ) : (
        <>
          {notApproved ? <ErrorText role="alert">{t('deposit.paypal.approveText')}</ErrorText> : <Muted>{t('deposit.paypal.approveText')}</Muted>}
          <Actions>
            {isSafeRemoteUrl(order.approvalUrl) && (
              <a href={order.approvalUrl} target="_blank" rel="noopener noreferrer">
                {t('deposit.paypal.approveLink')}
              </a>
            )}
            <Button onClick={() => void capture()} disabled={submitting} aria-busy={submitting}>
              {t('deposit.paypal.complete')}
            </Button>
          </Actions>
        </>
      )}
      {error !== null && <CallError error={error} note={errorNote} onRetry={() => void (order ? capture() : start())} />}
    </MethodSection>
  );
}
