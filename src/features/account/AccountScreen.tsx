import { useId } from 'react';
import type { Address, ProfileData } from '@contracts/api/player';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { formatCalendarDate } from '@/shared/format/date';
import { useI18n } from '@/shared/i18n/useI18n';
import { useT } from '@/shared/i18n/useT';
import { useGetProfileQuery } from '@/shared/cashier/profileApi';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { Button } from '@/shared/ui/Button';
import { Actions, Screen, ScreenHeading } from '@/shared/ui/layout';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { SummaryList } from '@/shared/ui/SummaryList';
import { ContactForm } from './ContactForm';
import { messages } from './messages';
import { SsnForm } from './SsnForm';

registerMessages(messages);

const addressLine = (address: Address) =>
  [address.line1, address.line2, address.city, `${address.state} ${address.zip}`, address.country]
    .filter((part) => part)
    .join(', ');

function ProfileSummary({ profile }: { profile: ProfileData }) {
  const { t, language } = useI18n();
  const notGiven = t('account.notGiven');
  const name = [profile.firstName, profile.lastName].filter((part) => part !== null).join(' ');
  const confirmation = (confirmed: boolean) => ` (${t(confirmed ? 'account.confirmed' : 'account.unconfirmed')})`;
  return (
    <SummaryList
      items={[
        [t('account.login'), profile.login],
        [t('account.name'), name === '' ? notGiven : name],
        [
          t('account.birthDate'),
          profile.birthDate === null ? notGiven : formatCalendarDate(profile.birthDate, { language }),
        ],
        [t('account.email'), profile.email.email + confirmation(profile.email.confirmed)],
        [t('account.phone'), profile.phone === null ? notGiven : profile.phone + confirmation(profile.phoneConfirmed)],
        [t('account.address'), profile.address === null ? notGiven : addressLine(profile.address)],
        [t('account.verification'), t(`account.verification.${profile.verificationStatus}`)],
      ]}
    />
  );
}

/** `account/`: the player's profile, its contact fields to edit, and the SSN (docs/product/account.md). */
export default function AccountScreen() {
  const t = useT();
  const headingId = useId();
  const navigate = useCashNavigate();
  const profile = useGetProfileQuery();

  return (
    <Screen aria-labelledby={headingId}>
      <ScreenHeading id={headingId}>{t('account.heading')}</ScreenHeading>
      <QueryStatus query={profile} loading={t('account.loading')} shape="form" />
      {profile.data && (
        <>
          <ProfileSummary profile={profile.data} />
          {profile.data.verificationStatus !== 'verified' && (
            <Actions>
              <Button variant="secondary" onClick={() => navigate('verification/')}>
                {t('account.verify')}
              </Button>
            </Actions>
          )}
          <ContactForm profile={profile.data} />
          <SsnForm hasSsn={profile.data.hasSsn} verified={profile.data.verificationStatus === 'verified'} />
        </>
      )}
    </Screen>
  );
}
