import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { VerificationState } from '@contracts/api/verification';
import { useGetProfileQuery } from '@/shared/cash/profileApi';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { useT } from '@/shared/i18n/useT';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Actions, Heading, Muted, Screen } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/Spinner';
import { DocumentScan } from './DocumentScan';
import { DocumentUpload } from './DocumentUpload';
import { IdentityDetails, needsDetails } from './IdentityDetails';
import { IdologyQuestions } from './IdologyQuestions';
import { messages } from './messages';
import { VerificationSummary } from './VerificationSummary';

registerMessages(messages);

/** The verification state the account screen's SSN check hands over (navigation state, memory only). */
function handedOver(state: unknown): VerificationState | null {
  if (typeof state !== 'object' || state === null || !('verification' in state)) return null;
  const verification = (state as { verification: unknown }).verification;
  return typeof verification === 'object' && verification !== null && 'questions' in verification ? (verification as VerificationState) : null;
}

/**
 * `verification/`: the verification flow (docs/product/account.md#verification-routes): IDology questions when the
 * SSN check asked them, else the ways left to verify (SSN on the account page, a document, the document scan).
 */
export default function VerificationScreen() {
  const t = useT();
  const headingId = useId();
  const navigate = useCashNavigate();
  const location = useLocation();
  const profile = useGetProfileQuery();
  const [state, setState] = useState<VerificationState | null>(() => handedOver(location.state));

  // Once asked, the details form stays (its saved note shows) after the profile it completed comes back.
  const [detailsAsked, setDetailsAsked] = useState(false);
  if (profile.data && needsDetails(profile.data) && !detailsAsked) setDetailsAsked(true);

  const status = state?.verificationStatus ?? profile.data?.verificationStatus;
  const reason = state ? state.verificationReason : (profile.data?.verificationReason ?? null);
  const questions = state?.questions ?? [];

  return (
    <Screen aria-labelledby={headingId}>
      <Heading id={headingId}>{t('verification.heading')}</Heading>
      {profile.isLoading && !state && <Spinner label={t('verification.loading')} />}
      {profile.isError && !state && <CallError error={profile.error} onRetry={() => void profile.refetch()} />}
      {status && <VerificationSummary status={status} reason={reason} />}
      {questions.length > 0 && <IdologyQuestions key={questions.map((question) => question.id).join()} questions={questions} onAnswered={setState} />}
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
          <DocumentUpload onUploaded={(data) => setState({ verificationStatus: data.verificationStatus, verificationReason: null, questions: [] })} />
          <DocumentScan />
        </>
      )}
    </Screen>
  );
}
