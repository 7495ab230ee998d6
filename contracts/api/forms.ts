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

/** A form field the server describes (gift-card product inputs, redemption requisites). */
export const FormField = v.object({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'field name must be an identifier')),
  type: v.picklist(FIELD_TYPES),
  required: v.boolean(),
  label: v.pipe(v.string(), v.nonEmpty()),
  rules: FieldRules,
});
export type FormField = v.InferOutput<typeof FormField>;

/** Values typed into server-described fields: field name → text. */
export const FieldValues = v.record(v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]*$/)), v.pipe(v.string(), v.maxLength(1000)));
export type FieldValues = v.InferOutput<typeof FieldValues>;
