import { useId, useState, type FormEvent } from 'react';
import { useT } from '@/shared/i18n/useT';
import { useCreateDepositMutation } from '@/features/deposit/paymentApi';
import { ErrorText, Field, Input } from '@/shared/ui/layout';
import { AttemptProblem } from '@/shared/money/AttemptProblem';
import { MoneyActions, MoneyButton } from '@/shared/money/MoneyButton';
import { MethodSection } from '@/features/deposit/methods/MethodSection';
import type { MethodFormProps } from '@/features/deposit/methods/methodProps';
import { useMethodPayment } from '@/features/deposit/methods/useMethodPayment';

/** Neosurf vouchers are 10 letters or digits. */
export const VOUCHER_PATTERN = /^[A-Za-z0-9]{10}$/;

export type NeosurfMethodProps = MethodFormProps;

/** Pay with a Neosurf voucher code; the server says whether the voucher is valid, used or unknown. */
export function NeosurfMethod({ title, limits, onClose, ...props }: NeosurfMethodProps) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [createDeposit] = useCreateDepositMutation();
  const payment = useMethodPayment(props);
  const { pay, body, payButton } = payment;
  const [voucher, setVoucher] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const code = voucher.trim();
    if (!VOUCHER_PATTERN.test(code)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void pay(`neosurf:${code}`, (intent) => createDeposit({ ...body(intent), paymentToken: code }));
  };

  return (
    <MethodSection title={title} note={limits} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Field htmlFor={inputId}>
          {t('deposit.neosurf.voucher')}
          <Input
            id={inputId}
            value={voucher}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => setVoucher(event.target.value)}
          />
        </Field>
        {invalid && <ErrorText id={errorId}>{t('deposit.neosurf.voucher.invalid')}</ErrorText>}
        <MoneyActions>
          <MoneyButton type="submit" {...payButton()} />
        </MoneyActions>
      </form>
      <AttemptProblem {...payment.problem} onRetry={() => submit()} />
    </MethodSection>
  );
}
