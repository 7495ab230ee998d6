import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import * as v from 'valibot';
import { VerificationState } from '@contracts/api/verification';
import { useGetProfileQuery } from '@/shared/cashier/profileApi';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { useT } from '@/shared/i18n/useT';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { useHandOver, useHandover } from '@/shared/navigation/useHandover';
import type { ProfileData } from '@contracts/api/player';
import { CallError } from '@/shared/ui/CallError';
import { Screen, ScreenHeading } from '@/shared/ui/layout';
import { lazyPart } from '@/shared/lazy/lazyPart';
import { ChoiceTiles } from '@/shared/ui/ChoiceTiles';
import { messages } from './messages';
import type { IdentityQuestionsProps } from './IdentityQuestions';
import { LazyWayPanel, usePreloadWayPanel } from './lazyWayPanel';
import { VerificationSummary } from './VerificationSummary';
import { isVerificationWay, verificationWayPath, type VerificationWay } from './ways';

registerMessages(messages);

function QuestionsLoading() {
  const t = useT();
  return <ScreenSkeleton part shape="form" label={t('verification.loading')} />;
}

/**
 * The identity questions in their own chunk: they show only after this page's SSN check asked them (a hand-over in
 * memory, never after a reload), so the first screen does not carry them and their radio cards
 * (test/size/README.md).
 */
const { Part: LazyIdentityQuestions } = lazyPart<IdentityQuestionsProps>(
  () =>
    import(/* webpackChunkName: "verification-questions" */ './IdentityQuestions').then(
      (module) => module.IdentityQuestions,
    ),
  <QuestionsLoading />,
);

/** Whether the profile still lacks what the identity check needs (the details way is offered then). */
export const needsDetails = (profile: ProfileData) =>
  !profile.firstName || !profile.lastName || !profile.birthDate || !profile.address;

/** A way on the list: where it leads (a way's page, or the account page for the SSN), its title and its line. */
interface WayTile {
  id: VerificationWay | 'ssn';
  title: string;
  text: string;
}

/**
 * The ways left to verify, one tile each (the kit's tiles, as the account's parts): a tile opens its way's page
 * (verification/<way>), or the account's SSN page.
 */
function VerificationWays({ ways, lastChosen }: { ways: WayTile[]; lastChosen: VerificationWay | null }) {
  const t = useT();
  const navigate = useCashNavigate();
  usePreloadWayPanel();
  return (
    <ChoiceTiles
      heading={t('verification.ways.heading')}
      tiles={ways}
      returnTo={lastChosen}
      onChoose={(id) => navigate(id === 'ssn' ? 'account/ssn' : verificationWayPath(id))}
    />
  );
}

/** The route id the SSN check hands its answer to (shared/navigation/handover.ts: memory, dropped with the player). */
export const VERIFICATION_HANDOVER = 'verification';

const isVerificationState = (value: unknown): value is VerificationState => v.is(VerificationState, value);

/**
 * `verification/` and `verification/<way>` (docs/product/account.md#verification-routes): where verification stands;
 * the IDology questions when the SSN check asked them; else the ways left to verify, one at a time: the list on
 * verification/, a way's form on its own page. The forms ride in their own chunk (lazyWayPanel.tsx).
 */
export default function VerificationScreen() {
  const t = useT();
  const headingId = useId();
  const { way } = useParams();
  const profile = useGetProfileQuery();
  // What the SSN check, the answers or an upload said last: kept in the store's memory for this player only, so a
  // sign-out drops it from the screen too, and a reload or an old history entry shows the profile's state.
  const state = useHandover(VERIFICATION_HANDOVER, isVerificationState);
  const handOver = useHandOver();
  const setState = (next: VerificationState) => handOver(VERIFICATION_HANDOVER, next);

  // Once offered, the details way stays (its form shows its saved note) after the profile it completed comes back.
  const [detailsAsked, setDetailsAsked] = useState(false);
  if (profile.data && needsDetails(profile.data) && !detailsAsked) setDetailsAsked(true);
  // The way whose page was open last: back on the list, focus returns to its tile.
  const [lastChosen, setLastChosen] = useState<VerificationWay | null>(null);

  const status = state?.verificationStatus ?? profile.data?.verificationStatus;
  const reason = state ? state.verificationReason : (profile.data?.verificationReason ?? null);
  const questions = state?.questions ?? [];
  const open = status !== undefined && status !== 'verified' && questions.length === 0;

  const ways: WayTile[] = [];
  if (open && profile.data) {
    if (detailsAsked)
      ways.push({ id: 'details', title: t('verification.ways.details'), text: t('verification.ways.details.text') });
    if (!profile.data.hasSsn)
      ways.push({ id: 'ssn', title: t('verification.ways.ssn'), text: t('verification.ways.ssn.text') });
    ways.push(
      { id: 'document', title: t('verification.ways.document'), text: t('verification.ways.document.text') },
      { id: 'scan', title: t('verification.ways.scan'), text: t('verification.ways.scan.text') },
    );
  }
  const chosen = isVerificationWay(way) && ways.some((item) => item.id === way) ? way : undefined;
  if (chosen !== undefined && chosen !== lastChosen) setLastChosen(chosen);

  return (
    <Screen aria-labelledby={headingId}>
      <ScreenHeading id={headingId}>{t('verification.heading')}</ScreenHeading>
      {profile.isLoading && !state && <ScreenSkeleton part shape="form" label={t('verification.loading')} />}
      {profile.isError && !state && <CallError error={profile.error} onRetry={() => void profile.refetch()} />}
      {status && <VerificationSummary status={status} reason={reason} />}
      {questions.length > 0 && (
        <LazyIdentityQuestions
          key={questions.map((question) => question.id).join()}
          questions={questions}
          onAnswered={setState}
        />
      )}
      {profile.data && chosen !== undefined && (
        <LazyWayPanel
          way={chosen}
          profile={profile.data}
          onUploaded={(data) =>
            setState({ verificationStatus: data.verificationStatus, verificationReason: null, questions: [] })
          }
        />
      )}
      {chosen === undefined && ways.length > 0 && <VerificationWays ways={ways} lastChosen={lastChosen} />}
    </Screen>
  );
}
