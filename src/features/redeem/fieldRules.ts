import type { FormField } from '@contracts/api/forms';
import type { Translate } from '@/shared/i18n/translate';
import { logger } from '@/shared/log';
import { backtrackingRisk } from './fieldRulesPatterns';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** Values of server-described fields are at most this long (docs/product/redeem.md#details), whatever the field's maxlength. */
export const FIELD_VALUE_MAX = 1000;

/** Compiled server patterns by their text: null for one that is refused (logged once). */
const compiled = new Map<string, RegExp | null>();

function compileWith(pattern: string, flags: string): RegExp | null {
  try {
    // The pattern alone first: text such as `a)|(b` must not break out of the whole-value wrapper.
    new RegExp(pattern, flags);
    return new RegExp(`^(?:${pattern})$`, flags);
  } catch {
    return null;
  }
}

/**
 * The server's pattern as a whole-value regular expression, compiled once per pattern text
 * (docs/product/redeem.md#server-field-rules): with the `u` flag, else in legacy syntax (`\-` and other identity
 * escapes); refused (null, and logged once) when it does not compile or could backtrack catastrophically.
 */
export function compilePattern(pattern: string): RegExp | null {
  if (compiled.has(pattern)) return compiled.get(pattern) ?? null;
  let result: RegExp | null = null;
  const regexp = compileWith(pattern, 'u') ?? compileWith(pattern, '');
  if (regexp === null) {
    logger.warn(`ignoring a server-sent field pattern that does not compile: ${pattern}`);
  } else {
    const risk = backtrackingRisk(pattern, regexp.flags);
    if (risk === null) result = regexp;
    else logger.warn(`ignoring a server-sent field pattern that may backtrack catastrophically (${risk}): ${pattern}`);
  }
  compiled.set(pattern, result);
  return result;
}

/** The longest value a field takes: its maxlength, at most FIELD_VALUE_MAX. */
export const maxLengthOf = (field: FormField): number =>
  Math.min(field.rules.maxlength ?? FIELD_VALUE_MAX, FIELD_VALUE_MAX);

/**
 * Checks one value against a server-described field (docs/product/redeem.md#gift-card-product-inputs): required,
 * min/max length (a value over its maxlength, or over FIELD_VALUE_MAX, is refused before any pattern runs), the value
 * type (number, e-mail, phone), min/max value for numbers, then the pattern (compilePattern). A rule that is null does
 * not apply. Returns the translated reason, or true.
 */
export function checkField(field: FormField, value: string, t: Translate): true | string {
  const { rules, label } = field;
  const text = value.trim();
  if (text === '') return field.required ? t('redeem.field.required', { label }) : true;
  if (rules.minlength !== null && text.length < rules.minlength)
    return t('redeem.field.minLength', { label, min: rules.minlength });
  const maxLength = maxLengthOf(field);
  if (text.length > maxLength) return t('redeem.field.maxLength', { label, max: maxLength });
  if (rules.type === 'number' || field.type === 'number') {
    const number = Number(text);
    if (!Number.isFinite(number)) return t('redeem.field.number', { label });
    if (rules.min !== null && number < rules.min) return t('redeem.field.min', { label, min: rules.min });
    if (rules.max !== null && number > rules.max) return t('redeem.field.max', { label, max: rules.max });
  }
  if ((rules.type === 'email' || field.type === 'email') && !EMAIL.test(text))
    return t('redeem.field.email', { label });
  if ((rules.type === 'phone' || field.type === 'tel') && !PHONE.test(text)) return t('redeem.field.phone', { label });
  const pattern = rules.pattern === null ? null : compilePattern(rules.pattern);
  if (pattern && !pattern.test(text)) return t('redeem.field.pattern', { label });
  return true;
}

/**
 * Safe form field names for server field names (docs/product/redeem.md#server-field-rules): `f0`, `f1`… in the
 * order the names are first seen, the same for a name as long as the form lives. A server name (`toString`,
 * `__proto__`, `a.b`, `x[0]`) is never an object key or a form field path.
 */
export class FieldKeys {
  private readonly byName = new Map<string, string>();

  keyOf(name: string): string {
    let key = this.byName.get(name);
    if (key === undefined) {
      key = `f${this.byName.size}`;
      this.byName.set(name, key);
    }
    return key;
  }

  /** The form's values (by safe key) by the server's field names; a field never typed is empty. */
  valuesOf(
    fields: readonly FormField[],
    values: Readonly<Record<string, string | undefined>> | undefined,
  ): Map<string, string> {
    const own = values ?? {};
    return new Map(
      fields.map((field) => {
        const key = this.keyOf(field.name);
        return [field.name, Object.hasOwn(own, key) ? (own[key] ?? '') : ''];
      }),
    );
  }
}

/**
 * The values to send for server-described fields: by the server's field name, trimmed, the empty ones left out. A
 * null-prototype record whose every key is an own property (`__proto__` included), so it serializes as the server named it.
 */
export function detailsOf(fields: readonly FormField[], values: ReadonlyMap<string, string>): Record<string, string> {
  const details = Object.create(null) as Record<string, string>;
  for (const field of fields) {
    const value = (values.get(field.name) ?? '').trim();
    if (value !== '') details[field.name] = value;
  }
  return details;
}
