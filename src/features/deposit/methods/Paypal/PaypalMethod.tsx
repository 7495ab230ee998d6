import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { PaypalInitData } from '@contracts/api/deposit';
import { isSafeRemoteUrl } from '@/shared/frames/safeUrl';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { useCreatePaypalCaptureMutation, useCreatePaypalPaymentMutation } from '@/features/deposit/paymentApi';
import { Actions, ErrorText, Muted } from '@/shared/ui/layout';
import { AttemptProblem } from '@/shared/money/AttemptProblem';
import { useIntentCall } from '@/shared/money/useIntentCall';
import { MoneyActions, MoneyButton } from '@/shared/money/MoneyButton';
import { MethodSection } from '@/features/deposit/methods/MethodSection';
import type { MethodFormProps } from '@/features/deposit/methods/methodProps';
import { loadRecheck, useMethodPayment } from '@/features/deposit/methods/useMethodPayment';
import type { DepositDispatch } from '@/features/deposit/methods/recheckDeposit';

export type PaypalMethodProps = MethodFormProps;

/** PayPal's instrument in the intent: the player's PayPal account, chosen on PayPal's page. */
const PAYPAL = 'paypal';
/** The intent book's name for the capture of an approved PayPal order. */
const PAYPAL_CAPTURE_CALL = 'deposit.paypalCapture';

/** PayPal: start the order (paypal-init), approve it on PayPal's page, then capture it (paypal-check). */
export function PaypalMethod({ title, limits, onClose, ...props }: PaypalMethodProps) {
  const t = useT();
  const [initPaypal] = useCreatePaypalPaymentMutation();
  const [capturePaypal] = useCreatePaypalCaptureMutation();
  const dispatch = useDispatch<DepositDispatch>();
  const payment = useMethodPayment(props);
  const { attempt, started, body, payButton, intentTarget, recheck, foundLost } = payment;
  const capture_ = useIntentCall(PAYPAL_CAPTURE_CALL);
  const submitting = payment.submitting || capture_.submitting;
  // The capture's own state while it is the step in trouble, else the start's (useMethodPayment).
  const problem =
    capture_.failure || capture_.checking
      ? {
          ...payment.problem,
          attempt: {
            error: capture_.failure?.outcome === 'failed' ? capture_.failure.error : null,
            unknown: capture_.failure?.outcome === 'unknown',
            checking: capture_.checking,
          },
          unknownText: t('deposit.lost.text'),
        }
      : payment.problem;
  const [order, setOrder] = useState<PaypalInitData | null>(null);
  const [notApproved, setNotApproved] = useState(false);

  const start = async () => {
    capture_.clearFailure();
    payment.clearError();
    const target = intentTarget(PAYPAL);
    const created = await attempt(target, (intent) => initPaypal(body(intent)), {
      about: props.target,
      keepOnDone: true,
      recheck,
    });
    // The order was made but its answer (the approval page) was lost: pending/ for a settled payment, else Try
    // again (the same key) gets the order's answer again.
    if (created.outcome === 'found') foundLost(PAYPAL, created.found);
    if (created.outcome !== 'done') return;
    void payment.keepStarted(target, created.data.paymentId);
    setOrder(created.data);
  };
  const capture = async () => {
    if (!order) return;
    setNotApproved(false);
    // The capture is its own step of the started payment, keyed by the order (paypal-check is idempotent for it): one
    // at a time, a lost answer told as unknown. Settled when it answers; the payment itself settles in pending/.
    const { paymentId } = order;
    const run = await capture_.run(
      { orderId: order.orderId },
      () => capturePaypal({ paymentId, orderId: order.orderId }),
      {
        repeatable: true,
        // A lost answer: the payment check says whether the payment settled (pending/ then shows it).
        recheck: async () => (await loadRecheck()).recheckCapture(dispatch, paymentId),
      },
    );
    if (run.outcome === 'found') {
      started(PAYPAL, { paymentId, redirectUrl: null });
      return;
    }
    if (run.outcome !== 'done') return;
    const result = run.data;
    // Pending with a redirect: PayPal has not approved the order yet. Only paypal-check captures it, and the pending
    // screen asks the deposit check, which never would: the player stays here to approve and complete.
    if (result.status === 'pending' && result.redirectUrl !== null) {
      setNotApproved(true);
      return;
    }
    started(PAYPAL, result);
  };

  return (
    <MethodSection title={title} note={limits} onClose={onClose}>
      {!order ? (
        <MoneyActions>
          <MoneyButton onClick={() => void start()} {...payButton('deposit.paypal.start')} />
        </MoneyActions>
      ) : (
        <>
          {notApproved ? (
            <ErrorText role="alert">{t('deposit.paypal.approveText')}</ErrorText>
          ) : (
            <Muted>{t('deposit.paypal.approveText')}</Muted>
          )}
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
      <AttemptProblem {...problem} onRetry={() => void (order ? capture() : start())} />
    </MethodSection>
  );
}
