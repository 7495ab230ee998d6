import { useId, type ReactNode } from 'react';
import { Field } from './controls';

/** A form field: its label and the control `children` renders with the id the label points at. */
export function LabelledField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </Field>
  );
}
