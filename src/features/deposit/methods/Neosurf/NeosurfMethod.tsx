import { useId, useState, type FormEvent } from 'react';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { useCreateDepositMutation } from '@/features/deposit/paymentApi';
import { Actions, ErrorText, Field, Input } from '@/features/deposit/Deposit.styles';
import { DepositError } from '@/features/deposit/DepositError';
import { formatMoney } from '@/features/deposit/formatMoney';
import { usePayment } from '@/features/deposit/usePayment';
import { bodyTarget } from '@/features/deposit/methods/bodyTarget';
import { MethodSection } from '@/features/deposit/methods/MethodSection';
import type { MethodFormProps } from '@/features/deposit/methods/methodProps';

/** Neosurf vouchers are 10 letters or digits. */
export const VOUCHER_PATTERN = /^[A-Za-z0-9]{10}$/;

export type NeosurfMethodProps = MethodFormProps;

/** Pay with a Neosurf voucher code; the server says whether the voucher is valid, used or unknown. */
export function NeosurfMethod({ title, limits, data, target, price, onClose, onRestricted }: NeosurfMethodProps) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [createDeposit] = useCreateDepositMutation();
  const { pay, submitting, error } = usePayment(target, { onRestricted });
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
    void pay((intent) => createDeposit({ ...bodyTarget(target), idempotencyKey: intent.idempotencyKey, paymentToken: code }));
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
        <Actions>
          <Button type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting ? t('deposit.pay.submitting') : t('deposit.pay.button', { amount: formatMoney(price, data.currency) })}
          </Button>
        </Actions>
      </form>
      {error !== null && <DepositError error={error} onRetry={() => submit()} />}
    </MethodSection>
  );
}
