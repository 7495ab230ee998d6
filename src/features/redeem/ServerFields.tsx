import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { FormField } from '@contracts/api/forms';
import { useT } from '@/shared/i18n/useT';
import { TextField } from '@/shared/ui/TextField';
import { checkField, maxLengthOf, type FieldKeys } from './fieldRules';

/**
 * Values of server-described fields, kept under `fields` in a redeem form by safe generated keys (`f0`, `f1`…: the
 * form's FieldKeys), never by the server's field names (docs/product/redeem.md#server-field-rules).
 */
export interface ServerFieldValues {
  fields: Record<string, string>;
}

export interface ServerFieldsProps<V extends ServerFieldValues> {
  fields: readonly FormField[];
  /** The form's keys for server field names (one FieldKeys for the form's life). */
  keys: FieldKeys;
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}

const AUTOCOMPLETE: Record<FormField['type'], string> = { text: 'off', email: 'email', tel: 'tel', number: 'off' };

function ServerField({ field, registration, message }: { field: FormField; registration: ReturnType<UseFormRegister<ServerFieldValues>>; message: string | undefined }) {
  return (
    <TextField
      id={useId()}
      // The server's label is text, never markup.
      label={field.label}
      error={message}
      type={field.type === 'number' ? 'text' : field.type}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      autoComplete={AUTOCOMPLETE[field.type]}
      aria-required={field.required || undefined}
      // A value over the maxlength is refused before its pattern runs (fieldRules.ts); the input does not take one.
      maxLength={maxLengthOf(field)}
      {...registration}
    />
  );
}

/**
 * A form part generated from server-described fields (redemption requisites, gift-card product inputs), each
 * validated by its own rules with react-hook-form (fieldRules.ts).
 */
export function ServerFields<V extends ServerFieldValues>({ fields, keys, register, errors }: ServerFieldsProps<V>) {
  const t = useT();
  // The generic form's register is typed by its own values; every redeem form keeps these fields under `fields`.
  const registerField = register as unknown as UseFormRegister<ServerFieldValues>;
  const fieldErrors = (errors as FieldErrors<ServerFieldValues>).fields;
  return (
    <>
      {fields.map((field) => {
        const key = keys.keyOf(field.name);
        return (
          <ServerField
            key={key}
            field={field}
            message={fieldErrors?.[key]?.message}
            registration={registerField(`fields.${key}`, { validate: (value) => checkField(field, value ?? '', t) })}
          />
        );
      })}
    </>
  );
}
