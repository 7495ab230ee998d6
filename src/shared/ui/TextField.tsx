import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorText, Field, Input } from './layout';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  /** The input's id; the error line's id is derived from it. */
  id: string;
  label: ReactNode;
  /** The error to show under the field (already translated), if any: it marks the input invalid and describes it. */
  error?: ReactNode;
}

/** A labelled text input with its inline error (role="alert"), the field the cashier's forms are made of. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const invalid = error !== undefined && error !== null && error !== '';
  return (
    <div>
      <Field htmlFor={id}>
        {label}
        <Input
          id={id}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          {...input}
        />
      </Field>
      {/* Kept in the page while the field shows, empty and without its role when there is no error: a message that comes
          or goes changes a text and a role, not a node (the keystroke that changes it stays cheap; an empty line
          takes no room). */}
      <ErrorText id={errorId} role={invalid ? 'alert' : undefined}>
        {invalid ? error : null}
      </ErrorText>
    </div>
  );
}
