import { useId } from 'react';
import { useForm } from '@/shared/form/useForm';
import type { VerificationState } from '@contracts/api/verification';
import { useT } from '@/shared/i18n/useT';
import { CallError } from '@/shared/ui/CallError';
import { HeadedForm } from '@/shared/ui/HeadedForm';
import { RadioCard, RadioCardGroup } from '@/shared/ui/RadioCard';
import { ErrorText, Muted } from '@/shared/ui/layout';
import { SubmitActions } from '@/shared/ui/SubmitActions';
import { useCheckIdentityAnswersMutation, type IdentityQuestion } from './api';

export interface IdentityQuestionsProps {
  questions: readonly IdentityQuestion[];
  onAnswered: (state: VerificationState) => void;
}

/** The knowledge-based questions (docs/product/account.md#ssn-and-idology): one answer each, server text as text. */
export function IdentityQuestions({ questions, onAnswered }: IdentityQuestionsProps) {
  const t = useT();
  const formId = useId();
  const [check, checking] = useCheckIdentityAnswersMutation();
  const { register, handleSubmit, formState } = useForm<Record<string, string>>();

  const onSubmit = async (values: Record<string, string>) => {
    const answers = questions.map((question) => ({
      questionId: question.id,
      answerId: values[`q${question.id}`] ?? '',
    }));
    const result = await check({ answers });
    if ('data' in result && result.data) onAnswered(result.data);
  };

  return (
    <HeadedForm formId={formId} heading={t('verification.questions.heading')} onSubmit={handleSubmit(onSubmit)}>
      <Muted>{t('verification.questions.text')}</Muted>
      {questions.map((question, index) => {
        const name = `q${question.id}`;
        const missing = formState.errors[name] !== undefined;
        return (
          <RadioCardGroup
            key={question.id}
            legend={question.prompt}
            describedBy={missing ? `${formId}-${index}-error` : undefined}
          >
            {question.answers.map((answer) => (
              <RadioCard
                key={answer.id}
                value={answer.id}
                label={answer.text}
                {...register(name, { required: true })}
              />
            ))}
            {missing && (
              <ErrorText id={`${formId}-${index}-error`} role="alert">
                {t('verification.questions.missing')}
              </ErrorText>
            )}
          </RadioCardGroup>
        );
      })}
      <SubmitActions busy={checking.isLoading}>{t('verification.questions.submit')}</SubmitActions>
      {checking.isError && <CallError error={checking.error} onRetry={() => void handleSubmit(onSubmit)()} />}
    </HeadedForm>
  );
}
