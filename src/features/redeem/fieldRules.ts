import type { FormField } from '@contracts/api/forms';
import type { Translate } from '@/shared/i18n/translate';
import { logger } from '@/shared/log';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** The server's pattern as a whole-value regular expression; a pattern that does not compile is not applied (and logged). */
function wholeValue(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch (cause) {
    logger.warn(`ignoring a server-sent field pattern that does not compile: ${pattern}`, cause);
    return null;
  }
}

/**
 * Checks one value against a server-described field (docs/product/redeem.md#gift-card-product-inputs): required,
 * min/max length, the value type (number, e-mail, phone), min/max value for numbers, then the pattern. A rule that is
 * null does not apply. Returns the translated reason, or true.
 */
export function checkField(field: FormField, value: string, t: Translate): true | string {
  const { rules, label } = field;
  const text = value.trim();
  if (text === '') return field.required ? t('redeem.field.required', { label }) : true;
  if (rules.minlength !== null && text.length < rules.minlength) return t('redeem.field.minLength', { label, min: rules.minlength });
  if (rules.maxlength !== null && text.length > rules.maxlength) return t('redeem.field.maxLength', { label, max: rules.maxlength });
  if (rules.type === 'number' || field.type === 'number') {
    const number = Number(text);
    if (!Number.isFinite(number)) return t('redeem.field.number', { label });
    if (rules.min !== null && number < rules.min) return t('redeem.field.min', { label, min: rules.min });
    if (rules.max !== null && number > rules.max) return t('redeem.field.max', { label, max: rules.max });
  }
  if ((rules.type === 'email' || field.type === 'email') && !EMAIL.test(text)) return t('redeem.field.email', { label });
  if ((rules.type === 'phone' || field.type === 'tel') && !PHONE.test(text)) return t('redeem.field.phone', { label });
  const pattern = rules.pattern === null ? null : wholeValue(rules.pattern);
  if (pattern && !pattern.test(text)) return t('redeem.field.pattern', { label });
  return true;
}

/** The values to send for server-described fields: by field name, trimmed, the empty ones left out. */
export function requisitesOf(fields: readonly FormField[], values: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, (values[field.name] ?? '').trim()]).filter(([, value]) => value !== ''));
}
