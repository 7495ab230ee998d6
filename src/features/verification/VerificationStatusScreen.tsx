import { useId } from 'react';
import { useGetProfileQuery } from '@/shared/cashier/profileApi';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { useT } from '@/shared/i18n/useT';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { Button } from '@/shared/ui/Button';
import { Actions, Screen, ScreenHeading } from '@/shared/ui/layout';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { messages } from './messages';
import { VerificationSummary } from './VerificationSummary';

registerMessages(messages);

/** `verification-status/`: where verification stands and what is next (docs/product/account.md#verification-status). */
export default function VerificationStatusScreen() {
  const t = useT();
  const headingId = useId();
  const navigate = useCashNavigate();
  const profile = useGetProfileQuery();
  const status = profile.data?.verificationStatus;

  return (
    <Screen aria-labelledby={headingId}>
      <ScreenHeading id={headingId}>{t('verification.statusHeading')}</ScreenHeading>
      <QueryStatus query={profile} loading={t('verification.loading')} shape="result" />
      {profile.data && (
        <VerificationSummary status={profile.data.verificationStatus} reason={profile.data.verificationReason} />
      )}
      {(status === 'unverified' || status === 'rejected') && (
        <Actions>
          <Button onClick={() => navigate('verification/')}>{t('verification.toFlow')}</Button>
        </Actions>
      )}
    </Screen>
  );
}
