import { useId, useState } from 'react';
import { useForm } from '@/shared/form/useForm';
import type { VerificationState } from '@contracts/api/verification';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Actions, ErrorText, Field, Form, Heading, Input, Muted } from '@/shared/ui/layout';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { useHandOver } from '@/shared/navigation/useHandover';
import { useUpdateSsnMutation } from './api';

export interface SsnFormProps {
  hasSsn: boolean;
  /** The player's identity is verified: checking it again is offered, not urged (a secondary action). */
  verified?: boolean;
}

/**
 * The SSN (docs/product/account.md#ssn-and-idology). The number lives only in this form while it is typed: the input
 * is masked, never autocompleted, never written to web storage or logged, and the form and the mutation (whose
 * arguments RTK Query keeps in the store) are cleared as soon as the server answered. IDology questions in the
 * answer are asked on verification/, which gets them as a hand-over in the store's memory (never history.state).
 */
export function SsnForm({ hasSsn, verified = false }: SsnFormProps) {
  const t = useT();
  const formId = useId();
  const navigate = useCashNavigate();
  const handOver = useHandOver();
  const [shown, setShown] = useState(false);
  const [outcome, setOutcome] = useState<VerificationState | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ ssn: string }>({ defaultValues: { ssn: '' } });
  const [send, sending] = useUpdateSsnMutation();
  const [failed, setFailed] = useState<unknown>(null);

  const onSubmit = async ({ ssn }: { ssn: string }) => {
    setFailed(null);
    const result = await send({ ssn: ssn.replace(/[\s-]/g, '') });
    // The SSN leaves memory either way; a failed call keeps nothing but the error to show.
    sending.reset();
    if ('data' in result && result.data) {
      reset({ ssn: '' });
      if (result.data.questions.length > 0) {
        handOver('verification', result.data);
        navigate('verification/');
        return;
      }
      setOutcome(result.data);
    } else {
      setFailed(result.error);
    }
  };

  const error = formState.errors.ssn?.message;
  return (
    <Form aria-labelledby={`${formId}-heading`} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Heading as="h3" id={`${formId}-heading`}>
        {t('account.ssn.heading')}
      </Heading>
      <Muted>{t(hasSsn ? 'account.ssn.onFile' : 'account.ssn.why')}</Muted>
      <Field htmlFor={`${formId}-ssn`}>
        {t('account.ssn.label')}
        <Input
          id={`${formId}-ssn`}
          type={shown ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={11}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${formId}-ssn-error` : undefined}
          {...register('ssn', {
            validate: (value) => /^(\d{4}|\d{9})$/.test(value.replace(/[\s-]/g, '')) || 'account.ssn.invalid',
          })}
        />
      </Field>
      {error && (
        <ErrorText id={`${formId}-ssn-error`} role="alert">
          {t(error)}
        </ErrorText>
      )}
      {outcome && (
        <Muted role="status">
          {t('account.ssn.result', { status: t(`account.verification.${outcome.verificationStatus}`) })}
          {outcome.verificationReason && ` ${outcome.verificationReason}`}
        </Muted>
      )}
      <Actions>
        <Button variant="secondary" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
          {t(shown ? 'account.ssn.hide' : 'account.ssn.show')}
        </Button>
        <Button type="submit" variant={verified ? 'secondary' : 'primary'} disabled={formState.isSubmitting}>
          {t(verified ? 'account.ssn.submitAgain' : 'account.ssn.submit')}
        </Button>
      </Actions>
      {failed !== null && <CallError error={failed} onRetry={() => void handleSubmit(onSubmit)()} />}
    </Form>
  );
}
