import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { FormField } from '@contracts/api/forms';
import { useT } from '@/shared/i18n/useT';
import { TextField } from '@/shared/ui/TextField';
import { checkField } from './fieldRules';

/** Values of server-described fields, kept under `fields` in a redeem form. */
export interface ServerFieldValues {
  fields: Record<string, string>;
}

export interface ServerFieldsProps<V extends ServerFieldValues> {
  fields: readonly FormField[];
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
      {...registration}
    />
  );
}

/**
 * A form part generated from server-described fields (redemption requisites, gift-card product inputs), each
 * validated by its own rules with react-hook-form (fieldRules.ts).
 */
export function ServerFields<V extends ServerFieldValues>({ fields, register, errors }: ServerFieldsProps<V>) {
  const t = useT();
  // The generic form's register is typed by its own values; every redeem form keeps these fields under `fields`.
  const registerField = register as unknown as UseFormRegister<ServerFieldValues>;
  const fieldErrors = (errors as FieldErrors<ServerFieldValues>).fields;
  return (
    <>
      {fields.map((field) => (
        <ServerField
          key={field.name}
          field={field}
          message={fieldErrors?.[field.name]?.message}
          registration={registerField(`fields.${field.name}`, { validate: (value) => checkField(field, value ?? '', t) })}
        />
      ))}
    </>
  );
}
