import { useState } from 'react';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import { isSafeRemoteUrl } from '@/shared/frames/safeUrl';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { useCreateTrustpilotInvitationMutation } from './resultsApi';
import { Actions, Muted, Screen, ScreenHeading } from '@/shared/ui/layout';
import { CallError } from '@/shared/ui/CallError';
import { depositByMoneyPath } from './depositPaths';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { usePaymentRef } from './startedPayment';
import { BackToPackages } from './BackToPackages';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { resultMessages } from './resultMessages';

registerMessages(resultMessages);

/** `thank-you/`: thanks after a deposit, with an optional Trustpilot review invitation for that payment. */
export default function ThankYouScreen() {
  const t = useT();
  const navigate = useCashNavigate();
  // The payment the result screens are about (the deposit's slice, memory only; dropped with the player).
  const payment = usePaymentRef();
  const [invite, invitation] = useCreateTrustpilotInvitationMutation();
  const [reviewUrl, setReviewUrl] = useState<string | null>(null);
  const [invited, setInvited] = useState(false);

  const requestReview = async () => {
    if (!payment) return;
    const result = await invite(payment.paymentId);
    if ('data' in result && result.data) {
      setInvited(result.data.invited);
      setReviewUrl(result.data.reviewUrl);
    }
  };

  if (payment === undefined) return <ScreenSkeleton shape="result" />;
  // Thanks for a purchase only with one (not opened cold: a reload without a started deposit, an old link).
  if (!payment) return <BackToPackages role="status" text={t('deposit.result.none')} title="cash.title.noPayment" />;
  return (
    <Screen aria-labelledby="deposit-thanks-heading">
      <ScreenHeading id="deposit-thanks-heading">{t('deposit.thankYou.heading')}</ScreenHeading>
      <Muted>{t('deposit.thankYou.text')}</Muted>
      {!invited && (
        <Button variant="secondary" onClick={() => void requestReview()} disabled={invitation.isLoading}>
          {t('deposit.thankYou.review')}
        </Button>
      )}
      {invited && (
        <Muted role="status">
          {t('deposit.thankYou.invited')}{' '}
          {isSafeRemoteUrl(reviewUrl) && (
            <a href={reviewUrl} target="_blank" rel="noopener noreferrer">
              {t('deposit.thankYou.reviewLink')}
            </a>
          )}
        </Muted>
      )}
      {invitation.isError && <CallError error={invitation.error} onRetry={() => void requestReview()} />}
      <Actions>
        <Button onClick={() => navigate(depositByMoneyPath())}>{t('deposit.success.again')}</Button>
      </Actions>
    </Screen>
  );
}
