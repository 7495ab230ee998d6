import { useId, useState } from 'react';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import * as v from 'valibot';
import { VerificationState } from '@contracts/api/verification';
import { useGetProfileQuery } from '@/shared/cashier/profileApi';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { useT } from '@/shared/i18n/useT';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { useHandOver, useHandover } from '@/shared/navigation/useHandover';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Actions, Muted, Screen, ScreenHeading } from '@/shared/ui/layout';
import { lazyPart } from '@/shared/lazy/lazyPart';
import { DocumentScan } from './DocumentScan';
import { DocumentUpload } from './DocumentUpload';
import { IdentityDetails, needsDetails } from './IdentityDetails';
import { messages } from './messages';
import type { IdentityQuestionsProps } from './IdentityQuestions';
import { VerificationSummary } from './VerificationSummary';

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

/** The route id the SSN check hands its answer to (shared/navigation/handover.ts: memory, dropped with the player). */
export const VERIFICATION_HANDOVER = 'verification';

const isVerificationState = (value: unknown): value is VerificationState => v.is(VerificationState, value);

/**
 * `verification/`: the verification flow (docs/product/account.md#verification-routes): IDology questions when the
 * SSN check asked them, else the ways left to verify (SSN on the account page, a document, the document scan).
 */
export default function VerificationScreen() {
  const t = useT();
  const headingId = useId();
  const navigate = useCashNavigate();
  const profile = useGetProfileQuery();
  // What the SSN check, the answers or an upload said last: kept in the store's memory for this player only, so a
  // sign-out drops it from the screen too, and a reload or an old history entry shows the profile's state.
  const state = useHandover(VERIFICATION_HANDOVER, isVerificationState);
  const handOver = useHandOver();
  const setState = (next: VerificationState) => handOver(VERIFICATION_HANDOVER, next);

  // Once asked, the details form stays (its saved note shows) after the profile it completed comes back.
  const [detailsAsked, setDetailsAsked] = useState(false);
  if (profile.data && needsDetails(profile.data) && !detailsAsked) setDetailsAsked(true);

  const status = state?.verificationStatus ?? profile.data?.verificationStatus;
  const reason = state ? state.verificationReason : (profile.data?.verificationReason ?? null);
  const questions = state?.questions ?? [];

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
      {status && status !== 'verified' && questions.length === 0 && (
        <>
          {profile.data && detailsAsked && <IdentityDetails profile={profile.data} />}
          {profile.data && !profile.data.hasSsn && (
            <>
              <Muted>{t('verification.ssnHint')}</Muted>
              <Actions>
                <Button variant="secondary" onClick={() => navigate('account/')}>
                  {t('verification.toAccount')}
                </Button>
              </Actions>
            </>
          )}
          <DocumentUpload
            onUploaded={(data) =>
              setState({ verificationStatus: data.verificationStatus, verificationReason: null, questions: [] })
            }
          />
          <DocumentScan />
        </>
      )}
    </Screen>
  );
}
