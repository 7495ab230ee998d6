import { useId, useState } from 'react';
import { useForm, type RegisterOptions } from '@/shared/form/useForm';
import type { ProfileData } from '@contracts/api/player';
import { addressFieldsOf, addressInputOf, type AddressFields } from '@/shared/cashier/addressFields';
import { useT } from '@/shared/i18n/useT';
import { CallError } from '@/shared/ui/CallError';
import { HeadedForm } from '@/shared/ui/HeadedForm';
import { Muted } from '@/shared/ui/layout';
import { SubmitActions } from '@/shared/ui/SubmitActions';
import { TextField } from '@/shared/ui/TextField';
import { useUpdatePlayerMutation } from './api';

interface DetailsValues extends AddressFields {
  firstName: string;
  lastName: string;
  birthDate: string;
  phone: string;
}

const text =
  (max: number, optional = false) =>
  (value: string) =>
    (optional && value.trim() === '') ||
    (value.trim() === ''
      ? 'verification.details.required'
      : value.trim().length <= max || 'verification.details.tooLong');

const RULES: Record<keyof DetailsValues, RegisterOptions<DetailsValues, keyof DetailsValues>['validate']> = {
  firstName: text(100),
  lastName: text(100),
  birthDate: (value) =>
    (/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) && !Number.isNaN(Date.parse(value.trim()))) ||
    'verification.details.invalidDate',
  line1: text(200),
  line2: text(200, true),
  city: text(100),
  state: text(100),
  zip: (value) => /^[A-Za-z0-9 -]{3,10}$/.test(value.trim()) || 'verification.details.invalidZip',
  country: (value) => /^[A-Za-z]{2}$/.test(value.trim()) || 'verification.details.invalidCountry',
  phone: (value) =>
    value.trim() === '' || /^\+[1-9]\d{6,14}$/.test(value.trim()) || 'verification.details.invalidPhone',
};

const AUTOCOMPLETE: Record<keyof DetailsValues, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  birthDate: 'bday',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  country: 'country',
  phone: 'tel',
};

/** The identity details the verification flow asks for, all at once (docs/product/account.md#identity-details). */
export function IdentityDetails({ profile }: { profile: ProfileData }) {
  const t = useT();
  const formId = useId();
  const [save, saving] = useUpdatePlayerMutation();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState } = useForm<DetailsValues>({
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      birthDate: profile.birthDate ?? '',
      ...addressFieldsOf(profile.address),
      phone: profile.phone ?? '',
    },
  });

  const onSubmit = async (values: DetailsValues) => {
    const v = (name: keyof DetailsValues) => values[name].trim();
    const result = await save({
      firstName: v('firstName'),
      lastName: v('lastName'),
      birthDate: v('birthDate'),
      address: addressInputOf(values),
      ...(v('phone') === '' ? {} : { phone: v('phone') }),
    });
    setSaved('data' in result);
  };

  const field = (name: keyof DetailsValues) => {
    const error = formState.errors[name]?.message;
    return (
      <TextField
        key={name}
        id={`${formId}-${name}`}
        label={t(`verification.details.${name}`)}
        error={error && t(error)}
        autoComplete={AUTOCOMPLETE[name]}
        placeholder={name === 'birthDate' ? t('verification.details.birthDateHint') : undefined}
        {...register(name, { validate: RULES[name] })}
      />
    );
  };

  return (
    <HeadedForm formId={formId} heading={t('verification.details.heading')} onSubmit={handleSubmit(onSubmit)}>
      <Muted>{t('verification.details.text')}</Muted>
      {(Object.keys(RULES) as (keyof DetailsValues)[]).map(field)}
      {saved && <Muted role="status">{t('verification.details.saved')}</Muted>}
      <SubmitActions busy={saving.isLoading}>{t('verification.details.save')}</SubmitActions>
      {saving.isError && <CallError error={saving.error} onRetry={() => void handleSubmit(onSubmit)()} />}
    </HeadedForm>
  );
}
