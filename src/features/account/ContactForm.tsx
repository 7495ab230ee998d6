import { useId } from 'react';
import { useForm, type Path, type RegisterOptions } from '@/shared/form/useForm';
import type { AddressInput, ProfileData, ProfileUpdateBody } from '@contracts/api/player';
import { addressFieldsOf, addressInputOf, type AddressFields } from '@/shared/cashier/addressFields';
import { isCashierErrorData } from '@/shared/errors/CashierError';
import { useT } from '@/shared/i18n/useT';
import { CallError } from '@/shared/ui/CallError';
import { Form, Heading } from '@/shared/ui/layout';
import { SubmitActions } from '@/shared/ui/SubmitActions';
import { TextField } from '@/shared/ui/TextField';
import { useUpdateProfileMutation } from './api';

/** The contact fields the account screen edits, flat as the form holds them. */
export interface ContactValues extends AddressFields {
  email: string;
  phone: string;
}

const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'state', 'zip', 'country'] as const;

const valuesOf = (profile: ProfileData): ContactValues => ({
  email: profile.email.email,
  phone: profile.phone ?? '',
  ...addressFieldsOf(profile.address),
});

/** The request: only what the player changed (an address goes whole); null when nothing changed. */
export function changesOf(values: ContactValues, initial: ContactValues): ProfileUpdateBody | null {
  const body: { email?: string; phone?: string; address?: AddressInput } = {};
  if (values.email.trim() !== initial.email) body.email = values.email.trim();
  if (values.phone.trim() !== initial.phone) body.phone = values.phone.trim();
  if (ADDRESS_FIELDS.some((name) => values[name].trim() !== initial[name])) body.address = addressInputOf(values);
  return Object.keys(body).length > 0 ? body : null;
}

/** Which form field a server field error belongs to (`address.zip` → zip; `address` → line1). */
function formFieldOf(serverField: string): Path<ContactValues> | null {
  if (serverField === 'email' || serverField === 'phone') return serverField;
  const [head, tail] = serverField.split('.');
  if (head !== 'address') return null;
  return ADDRESS_FIELDS.find((name) => name === tail) ?? 'line1';
}

/** What a save says back on the profile: saved, or saved with a new e-mail to confirm. */
export type ContactSaved = 'saved' | 'emailAgain';

export interface ContactFormProps {
  profile: ProfileData;
  /** The server took the changes (its answer is the profile now shown): the page returns to the profile. */
  onSaved: (saved: ContactSaved) => void;
}

/** The field errors a refusal carries, by the server's field name (none for any other failure). */
const refusedFieldsOf = (error: unknown): Record<string, string> =>
  (isCashierErrorData(error) && error.fieldErrors) || {};

/** The contact fields, on account/contact (docs/product/account.md#editing-the-profile). */
export function ContactForm({ profile, onSaved }: ContactFormProps) {
  const t = useT();
  const formId = useId();
  const initial = valuesOf(profile);
  const { register, handleSubmit, formState, setError, getValues, watch } = useForm<ContactValues>({
    defaultValues: initial,
  });
  const [save, saving] = useUpdateProfileMutation();
  const current = watch();
  const changes = changesOf(current, initial);

  const addressGiven = () => ADDRESS_FIELDS.some((name) => name !== 'line2' && getValues(name).trim() !== '');
  const required = (value: string) => value.trim() !== '' || 'account.edit.invalid.required';
  const addressPart = (max: number): RegisterOptions<ContactValues, 'line1'> => ({
    validate: (value) =>
      !addressGiven() ||
      (value.trim() === ''
        ? 'account.edit.invalid.required'
        : value.trim().length <= max || 'account.edit.invalid.tooLong'),
  });

  const onSubmit = async (values: ContactValues) => {
    const body = changesOf(values, initial);
    if (!body) return;
    const result = await save(body);
    if ('data' in result && result.data) {
      onSaved(body.email !== undefined && !result.data.email.confirmed ? 'emailAgain' : 'saved');
      return;
    }
    // A refusal of some fields (an e-mail already in use) is said at those fields, and focus goes to the first one,
    // so the player sees it where the fix is (not a generic error under the form, the field scrolled out of view).
    let first = true;
    for (const [serverField, message] of Object.entries(refusedFieldsOf(result.error))) {
      const field = formFieldOf(serverField);
      if (!field) continue;
      setError(field, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  };
  const refusedHere = Object.keys(refusedFieldsOf(saving.error)).some((name) => formFieldOf(name) !== null);

  const field = (
    name: Path<ContactValues>,
    label: string,
    options: RegisterOptions<ContactValues, typeof name>,
    extra: { autoComplete: string; type?: string; inputMode?: 'tel' | 'email' },
  ) => {
    const error = formState.errors[name]?.message;
    // A server message is shown as it came (as text); ours are keys.
    const shown = error && (formState.errors[name]?.type === 'server' ? error : t(error));
    return (
      <TextField
        key={name}
        id={`${formId}-${name}`}
        label={label}
        error={shown}
        {...extra}
        {...register(name, options)}
      />
    );
  };

  return (
    <Form aria-labelledby={`${formId}-heading`} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Heading as="h3" id={`${formId}-heading`}>
        {t('account.edit.heading')}
      </Heading>
      {field(
        'email',
        t('account.email'),
        { validate: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || 'account.edit.invalid.email' },
        { autoComplete: 'email', type: 'email', inputMode: 'email' },
      )}
      {field(
        'phone',
        t('account.phone'),
        {
          validate: (value) =>
            (value.trim() === '' && initial.phone === '') ||
            /^\+[1-9]\d{6,14}$/.test(value.trim()) ||
            'account.edit.invalid.phone',
        },
        { autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
      )}
      {field('line1', t('account.edit.line1'), addressPart(200), { autoComplete: 'address-line1' })}
      {field(
        'line2',
        t('account.edit.line2'),
        { validate: (value) => value.trim().length <= 200 || 'account.edit.invalid.tooLong' },
        { autoComplete: 'address-line2' },
      )}
      {field('city', t('account.edit.city'), addressPart(100), { autoComplete: 'address-level2' })}
      {field('state', t('account.edit.state'), addressPart(100), { autoComplete: 'address-level1' })}
      {field(
        'zip',
        t('account.edit.zip'),
        {
          validate: (value) =>
            !addressGiven() || /^[A-Za-z0-9 -]{3,10}$/.test(value.trim()) || 'account.edit.invalid.zip',
        },
        { autoComplete: 'postal-code' },
      )}
      {field(
        'country',
        t('account.edit.country'),
        {
          validate: (value) =>
            !addressGiven() ||
            (required(value) === true && /^[A-Za-z]{2}$/.test(value.trim())) ||
            'account.edit.invalid.country',
        },
        { autoComplete: 'country' },
      )}
      <SubmitActions busy={changes === null || saving.isLoading}>{t('account.edit.save')}</SubmitActions>
      {saving.isError && !refusedHere && (
        <CallError error={saving.error} onRetry={() => void handleSubmit(onSubmit)()} />
      )}
    </Form>
  );
}
