import { useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Address, ProfileData } from '@contracts/api/player';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { formatCalendarDate } from '@/shared/format/date';
import { useI18n } from '@/shared/i18n/useI18n';
import { useT } from '@/shared/i18n/useT';
import { useGetProfileQuery } from '@/shared/cashier/profileApi';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { Button } from '@/shared/ui/Button';
import { Actions, Muted, Screen, ScreenHeading } from '@/shared/ui/layout';
import { ChoiceTiles } from '@/shared/ui/ChoiceTiles';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { SummaryList } from '@/shared/ui/SummaryList';
import type { ContactSaved } from './ContactForm';
import { LazyPartPanel, usePreloadPartPanel } from './lazyPartPanel';
import { messages } from './messages';
import { ACCOUNT_PATH, accountPartPath, isAccountPart, type AccountPart } from './parts';

registerMessages(messages);

const addressLine = (address: Address) =>
  [address.line1, address.line2, address.city, `${address.state} ${address.zip}`, address.country]
    .filter((part) => part)
    .join(', ');

/**
 * An e-mail address that may wrap only after its `@` (a `<wbr>`), never inside the name or the domain: at 375 px a
 * long address broke mid-word in the description list ("example.co / m"). The text is unchanged for copying,
 * searching and assistive technology.
 */
function withBreakAfterAt(email: string, after: string) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email + after;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1) + after}
    </>
  );
}

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
        [t('account.email'), withBreakAfterAt(profile.email.email, confirmation(profile.email.confirmed))],
        [t('account.phone'), profile.phone === null ? notGiven : profile.phone + confirmation(profile.phoneConfirmed)],
        [t('account.address'), profile.address === null ? notGiven : addressLine(profile.address)],
        [t('account.verification'), t(`account.verification.${profile.verificationStatus}`)],
      ]}
    />
  );
}

/** What the player can change, one tile per part (the kit's tiles, as verification's ways). */
function AccountParts({
  profile,
  lastChosen,
  onChoose,
}: {
  profile: ProfileData;
  lastChosen: AccountPart | null;
  onChoose: (part: AccountPart) => void;
}) {
  const t = useT();
  usePreloadPartPanel();
  return (
    <ChoiceTiles
      heading={t('account.parts.heading')}
      returnTo={lastChosen}
      onChoose={onChoose}
      tiles={[
        { id: 'contact', title: t('account.parts.contact'), text: t('account.parts.contact.text') },
        {
          id: 'ssn',
          title: t('account.parts.ssn'),
          text: t(profile.hasSsn ? 'account.parts.ssn.onFile' : 'account.parts.ssn.text'),
        },
      ]}
    />
  );
}

/**
 * `account/` and `account/<part>` (docs/product/account.md#account-routes): the player's profile with a tile for each
 * thing to change; the contact details form and the SSN form each on a page of their own, in their own chunk
 * (lazyPartPanel.tsx).
 */
export default function AccountScreen() {
  const t = useT();
  const headingId = useId();
  const { part } = useParams();
  const navigate = useCashNavigate();
  const historyNavigate = useNavigate();
  const profile = useGetProfileQuery();
  // What the last save of the contact details said, shown on the profile it returned to; choosing a part drops it.
  // Component state: it leaves with the screen (a reload, another route, another player).
  const [saved, setSaved] = useState<ContactSaved | null>(null);
  // The part whose page was open last: back on the profile, focus returns to its tile.
  const [lastChosen, setLastChosen] = useState<AccountPart | null>(null);
  const chosen = isAccountPart(part) ? part : undefined;
  if (chosen !== undefined && chosen !== lastChosen) setLastChosen(chosen);

  // Whether the open part's page was pushed from this profile (a tile), rather than opened by a deep link or reload.
  const fromProfile = useRef(false);
  const choose = (next: AccountPart) => {
    setSaved(null);
    fromProfile.current = true;
    navigate(accountPartPath(next));
  };
  // A save ends the part's page: back to the profile's own history entry when the page was pushed from it, else the
  // profile replaces the page, so Back after a save never reopens the form that was just saved.
  const backToProfile = () => {
    if (fromProfile.current) void historyNavigate(-1);
    else navigate(ACCOUNT_PATH, { replace: true });
    fromProfile.current = false;
  };

  return (
    <Screen aria-labelledby={headingId}>
      <ScreenHeading id={headingId}>{t('account.heading')}</ScreenHeading>
      <QueryStatus query={profile} loading={t('account.loading')} shape="form" />
      {profile.data && chosen !== undefined && (
        <LazyPartPanel
          part={chosen}
          profile={profile.data}
          onSaved={(note) => {
            setSaved(note);
            backToProfile();
          }}
        />
      )}
      {profile.data && chosen === undefined && (
        <>
          {saved && (
            <Muted role="status">{t(saved === 'emailAgain' ? 'account.edit.emailAgain' : 'account.edit.saved')}</Muted>
          )}
          <ProfileSummary profile={profile.data} />
          {profile.data.verificationStatus !== 'verified' && (
            <Actions>
              <Button variant="secondary" onClick={() => navigate('verification/')}>
                {t('account.verify')}
              </Button>
            </Actions>
          )}
          <AccountParts profile={profile.data} lastChosen={lastChosen} onChoose={choose} />
        </>
      )}
    </Screen>
  );
}
