import type { FormEvent, ReactNode } from 'react';
import { Form, Heading } from './layout';

export interface HeadedFormProps {
  /** The form's `useId()`: its heading gets the id `<formId>-heading`, which names the form. */
  formId: string;
  /** The heading's text, already translated. */
  heading: ReactNode;
  /**
   * The kit form's `handleSubmit(onValid)` (src/shared/form/useForm.ts): the fields are checked by it, not by the
   * browser (`noValidate`).
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

/** A form within a screen, named by its own h3 heading (the screen's heading is the h2). */
export function HeadedForm({ formId, heading, onSubmit, children }: HeadedFormProps) {
  return (
    <Form aria-labelledby={`${formId}-heading`} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Heading as="h3" id={`${formId}-heading`}>
        {heading}
      </Heading>
      {children}
    </Form>
  );
}
