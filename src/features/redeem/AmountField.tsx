import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@/shared/i18n/useT';
import { ErrorText, Field, Input } from '@/shared/ui/layout';

export interface AmountFieldProps {
  currency: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  /** Set by a chosen price option (gift cards): the amount is the price, not typed. */
  readOnly?: boolean;
}

/** The amount to redeem; its rules (server minimum, maximum, redeemable winnings) come with the registration. */
export function AmountField({ currency, registration, error, readOnly }: AmountFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = useId();
  return (
    <>
      <Field htmlFor={id}>
        {t('redeem.amount.label', { currency })}
        <Input
          id={id}
          inputMode="decimal"
          readOnly={readOnly}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
      </Field>
      {error?.message && (
        <ErrorText id={errorId} role="alert">
          {error.message}
        </ErrorText>
      )}
    </>
  );
}
