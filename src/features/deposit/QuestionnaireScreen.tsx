import { useId, useState, type FormEvent } from 'react';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import { useT } from '@/shared/i18n/useT';
import { useCreateSurveyAnswersMutation } from './resultsApi';
import { ErrorText, Field, Input, Muted, Screen, ScreenHeading } from '@/shared/ui/layout';
import { SubmitActions } from '@/shared/ui/SubmitActions';
import { CallError } from '@/shared/ui/CallError';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { BackToPackages } from './BackToPackages';
import { usePaymentRef } from './startedPayment';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { resultMessages } from './resultMessages';

registerMessages(resultMessages);

/** The questions of the deposit questionnaire; the server stores the answers by question id. */
const QUESTIONS = ['experience', 'improve'] as const;

/** `questionnaire/`: a short survey after a deposit when the server asks for it; answers are posted. */
export default function QuestionnaireScreen() {
  const t = useT();
  const navigate = useCashNavigate();
  const formId = useId();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const [submit, submission] = useCreateSurveyAnswersMutation();
  const payment = usePaymentRef();

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    const filled = QUESTIONS.map((questionId) => ({ questionId, value: (answers[questionId] ?? '').trim() })).filter(
      (item) => item.value !== '',
    );
    if (filled.length === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const result = await submit({ context: 'questionnaire', answers: filled });
    // The payment stays in the deposit's slice (memory only): thank-you/ asks its review invitation for it.
    if ('data' in result) navigate('thank-you/');
  };

  // The questions are about a purchase: none to ask about (opened cold without a started deposit) says so.
  if (payment === undefined) return <ScreenSkeleton shape="form" />;
  if (!payment) return <BackToPackages role="status" text={t('deposit.result.none')} title="cash.title.noPayment" />;
  return (
    <Screen aria-labelledby={`${formId}-heading`}>
      <ScreenHeading id={`${formId}-heading`}>{t('deposit.questionnaire.heading')}</ScreenHeading>
      <Muted>{t('deposit.questionnaire.text')}</Muted>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {QUESTIONS.map((questionId) => (
          <Field key={questionId} htmlFor={`${formId}-${questionId}`}>
            {t(`deposit.questionnaire.${questionId}`)}
            <Input
              id={`${formId}-${questionId}`}
              maxLength={1000}
              value={answers[questionId] ?? ''}
              onChange={(event) => setAnswers((current) => ({ ...current, [questionId]: event.target.value }))}
            />
          </Field>
        ))}
        {missing && <ErrorText role="alert">{t('deposit.questionnaire.missing')}</ErrorText>}
        <SubmitActions busy={submission.isLoading}>{t('deposit.questionnaire.submit')}</SubmitActions>
      </form>
      {submission.isError && <CallError error={submission.error} onRetry={() => void onSubmit()} />}
    </Screen>
  );
}
