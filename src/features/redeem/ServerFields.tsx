import { memo, useId, useMemo } from 'react';
import { useFieldError, type Control, type UseFormRegister } from '@/shared/form/useForm';
import type { FormField } from '@contracts/api/forms';
import { useT } from '@/shared/i18n/useT';
import { TextField } from '@/shared/ui/TextField';
import { checkField, compilePattern, maxLengthOf, type FieldKeys } from './fieldRules';

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
  /** The form's control: each field follows its own error through it, so the form's owner need not read errors. */
  control: Control<V>;
}

const AUTOCOMPLETE: Record<FormField['type'], string> = { text: 'off', email: 'email', tel: 'tel', number: 'off' };

interface ServerFieldProps {
  field: FormField;
  /** `fields.<key>`: the field's name in the form. */
  name: `fields.${string}`;
  register: UseFormRegister<ServerFieldValues>;
  control: Control<ServerFieldValues>;
}

/**
 * One server-described field. It re-renders only for its own error (a keystroke that changes its message), never for
 * another field's keystroke or its parent's render with the same field (docs/product/redeem.md#server-field-rules).
 */
const ServerField = memo(function ServerField({ field, name, register, control }: ServerFieldProps) {
  const t = useT();
  const id = useId();
  const error = useFieldError(control, name);
  // Registered once per field (a stable ref: a re-render for a new message does not detach and attach the input).
  // The pattern is compiled (and checked) here, when the field shows, not at the first keystroke that reaches it.
  const registration = useMemo(() => {
    if (field.rules.pattern !== null) compilePattern(field.rules.pattern);
    return register(name, { validate: (value) => checkField(field, value ?? '', t) });
  }, [register, name, field, t]);
  return (
    <TextField
      id={id}
      // The server's label is text, never markup.
      label={field.label}
      error={error?.message}
      type={field.type === 'number' ? 'text' : field.type}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      autoComplete={AUTOCOMPLETE[field.type]}
      // Tags, codes, account numbers and names: no dictionary words, so no spelling underline (and no spell check
      // after every keystroke).
      spellCheck={false}
      aria-required={field.required || undefined}
      // A value over the maxlength is refused before its pattern runs (fieldRules.ts); the input does not take one.
      maxLength={maxLengthOf(field)}
      {...registration}
    />
  );
});

/**
 * A form part generated from server-described fields (a redemption's details, gift-card product inputs), each
 * validated by its own rules (fieldRules.ts) in the kit's form (src/shared/form/useForm.ts).
 */
export function ServerFields<V extends ServerFieldValues>({ fields, keys, register, control }: ServerFieldsProps<V>) {
  // The generic form's register and control are typed by its own values; every redeem form keeps these fields under `fields`.
  const registerField = register as unknown as UseFormRegister<ServerFieldValues>;
  const fieldControl = control as unknown as Control<ServerFieldValues>;
  return (
    <>
      {fields.map((field) => {
        const key = keys.keyOf(field.name);
        return (
          <ServerField key={key} field={field} name={`fields.${key}`} register={registerField} control={fieldControl} />
        );
      })}
    </>
  );
}
