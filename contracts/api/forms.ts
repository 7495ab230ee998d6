import * as v from 'valibot';
import { Count } from './common';

/*
 * Server-described forms (gift-card product inputs, redemption requisites). Apart from common.ts (same
 * conventions): a schema in common.ts downloads with the cashier's first screen, which shows no such form
 * (test/size/README.md).
 */

/** Input types of a server-described form field. */
export const FIELD_TYPES = ['text', 'email', 'tel', 'number'] as const;
/** Value types a field rule checks. */
export const FIELD_RULE_TYPES = ['string', 'number', 'email', 'phone'] as const;

/** Server-supplied validation rules of a field; null where the rule does not apply. `pattern` is a JS regex source. */
export const FieldRules = v.object({
  type: v.picklist(FIELD_RULE_TYPES),
  maxlength: v.nullable(Count),
  minlength: v.nullable(Count),
  min: v.nullable(v.pipe(v.number(), v.finite())),
  max: v.nullable(v.pipe(v.number(), v.finite())),
  pattern: v.nullable(v.string()),
});
export type FieldRules = v.InferOutput<typeof FieldRules>;

/**
 * A server-described field's name: the server's text, 1–100 characters, not only identifiers (`a.b`, `x[0]`,
 * `toString`, `__proto__`). The cashier never uses it as an object key or a form path
 * (docs/product/redeem.md#server-field-rules).
 */
const FieldName = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
/** A value typed into a server-described field. */
const FieldValue = v.pipe(v.string(), v.maxLength(1000));

/** A form field the server describes (gift-card product inputs, redemption requisites). */
export const FormField = v.object({
  name: FieldName,
  type: v.picklist(FIELD_TYPES),
  required: v.boolean(),
  label: v.pipe(v.string(), v.nonEmpty()),
  rules: FieldRules,
});
export type FormField = v.InferOutput<typeof FormField>;

const isFieldValues = (input: unknown): input is Readonly<Record<string, string>> =>
  typeof input === 'object' &&
  input !== null &&
  !Array.isArray(input) &&
  Object.entries(input).every(([name, value]) => v.is(FieldName, name) && v.is(FieldValue, value));

/**
 * Values typed into server-described fields: field name → text, every own key kept (valibot's record drops
 * `__proto__`, `constructor` and `prototype`), in a null-prototype record.
 */
export const FieldValues = v.pipe(
  v.custom<Readonly<Record<string, string>>>(
    isFieldValues,
    'field values must map field names (1–100 characters) to texts of at most 1000 characters',
  ),
  v.transform((input) => {
    const values = Object.create(null) as Record<string, string>;
    for (const [name, value] of Object.entries(input)) values[name] = value;
    return values;
  }),
);
export type FieldValues = v.InferOutput<typeof FieldValues>;
