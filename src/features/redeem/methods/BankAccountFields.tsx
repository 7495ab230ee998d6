import { useId } from 'react';
import type { FieldErrors, Path, UseFormRegister } from '@/shared/form/useForm';
import { useT } from '@/shared/i18n/useT';
import { Field } from '@/shared/ui/layout';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';

/** The destination value of "a new bank account" (never a saved destination's id, which are server ids). */
export const NEW_ACCOUNT = '__new-bank-account__';

export interface BankAccountValues {
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
}

type BankTextField = 'holderName' | 'routingNumber' | 'accountNumber';

/** The rules of contracts/api/redeem.ts (BankAccountInput), checked before anything is sent. */
const RULES: Record<BankTextField, RegExp> = {
  holderName: /^(?=.*\S).{1,100}$/s,
  routingNumber: /^\d{9}$/,
  accountNumber: /^\d{4,17}$/,
};

const AUTOCOMPLETE: Record<BankTextField, string> = { holderName: 'name', routingNumber: 'off', accountNumber: 'off' };

function BankField<V extends BankAccountValues>({
  name,
  register,
  errors,
}: {
  name: BankTextField;
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}) {
  const t = useT();
  // V extends BankAccountValues: its bank fields have these names and string values.
  const registerBank = register as unknown as UseFormRegister<BankAccountValues>;
  return (
    <TextField
      id={useId()}
      label={t(`redeem.bank.${name}`)}
      error={(errors as FieldErrors<BankAccountValues>)[name]?.message}
      inputMode={name === 'holderName' ? undefined : 'numeric'}
      autoComplete={AUTOCOMPLETE[name]}
      {...registerBank(name, {
        validate: (value) => RULES[name].test(value.trim()) || t(`redeem.bank.${name}.invalid`),
      })}
    />
  );
}

/** A US bank account typed in for an ACH payout: holder, routing and account number, account type. */
export function BankAccountFields<V extends BankAccountValues>({
  register,
  errors,
}: {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}) {
  const t = useT();
  const typeId = useId();
  return (
    <>
      <BankField name="holderName" register={register} errors={errors} />
      <BankField name="routingNumber" register={register} errors={errors} />
      <BankField name="accountNumber" register={register} errors={errors} />
      <Field htmlFor={typeId}>
        {t('redeem.bank.accountType')}
        <Select id={typeId} {...register('accountType' as Path<V>)}>
          <option value="checking">{t('redeem.bank.checking')}</option>
          <option value="savings">{t('redeem.bank.savings')}</option>
        </Select>
      </Field>
    </>
  );
}
