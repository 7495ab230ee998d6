import * as v from 'valibot';

export interface ValidationFailure {
  /** `amount: Invalid type: Expected number but received "12"; currency: …` (first few issues). */
  message: string;
  /** Dotted field path → message, for the error envelope's `errors`. */
  errors: Record<string, string>;
}

const pathOf = (issue: v.BaseIssue<unknown>): string =>
  issue.path?.map((item) => String(item.key)).join('.') || '(root)';

export function describeFailure(issues: readonly v.BaseIssue<unknown>[]): ValidationFailure {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = pathOf(issue);
    errors[path] ??= issue.message;
  }
  const message = Object.entries(errors)
    .slice(0, 3)
    .map(([path, text]) => `${path}: ${text}`)
    .join('; ');
  return { message, errors };
}

export type Checked<T> = { ok: true; value: T } | { ok: false; failure: ValidationFailure };

export function check(schema: v.GenericSchema, value: unknown): Checked<unknown> {
  const result = v.safeParse(schema, value);
  return result.success ? { ok: true, value: result.output } : { ok: false, failure: describeFailure(result.issues) };
}
