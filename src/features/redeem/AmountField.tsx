import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from '@/shared/form/useForm';
import { useT } from '@/shared/i18n/useT';
import { ErrorText, Field, Input } from '@/shared/ui/layout';

export interface AmountFieldProps {
  currency: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  /**
   * Set by a chosen price option (gift cards), formatted: the amount is the card's value, not typed. It shows as
   * text (a field that looks editable but is not would mislead), and the form keeps it in a hidden input.
   */
  fixedAmount?: string;
}

/** The amount to redeem; its rules (server minimum, maximum, redeemable winnings) come with the registration. */
export function AmountField({ currency, registration, error, fixedAmount }: AmountFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = useId();
  const message = error?.message && (
    <ErrorText id={errorId} role="alert">
      {error.message}
    </ErrorText>
  );
  if (fixedAmount !== undefined)
    return (
      <>
        <p>
          <input type="hidden" {...registration} />
          {t('redeem.amount.fixed', { amount: fixedAmount })}
        </p>
        {message}
      </>
    );
  return (
    <>
      <Field htmlFor={id}>
        {t('redeem.amount.label', { currency })}
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
      </Field>
      {message}
    </>
  );
}
