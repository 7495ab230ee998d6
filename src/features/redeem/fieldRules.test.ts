import type { FormField } from '@contracts/api/forms';
import { interpolate } from '@/shared/i18n/translate';
import { checkField } from './fieldRules';
import { messages } from './messages';

const t = (key: string, vars?: Readonly<Record<string, string | number>>) => interpolate((messages as Record<string, string>)[key] ?? key, vars);

const field = (overrides: Partial<Omit<FormField, 'rules'>> & { rules?: Partial<FormField['rules']> }): FormField => ({
  name: 'value',
  type: 'text',
  required: false,
  label: 'Gamer tag',
  ...overrides,
  rules: { type: 'string', maxlength: null, minlength: null, min: null, max: null, pattern: null, ...overrides.rules },
});

describe('checkField: every server rule', () => {
  it('required: empty is refused only when required; blank counts as empty', () => {
    expect(checkField(field({ required: true }), '  ', t)).toBe('Enter Gamer tag.');
    expect(checkField(field({ required: false }), '', t)).toBe(true);
  });

  it('minlength and maxlength', () => {
    const rules = { minlength: 3, maxlength: 5 };
    expect(checkField(field({ rules }), 'ab', t)).toBe('Gamer tag needs at least 3 characters.');
    expect(checkField(field({ rules }), 'abcdef', t)).toBe('Gamer tag can have at most 5 characters.');
    expect(checkField(field({ rules }), 'abc', t)).toBe(true);
  });

  it('type number with min and max', () => {
    const age = field({ type: 'number', label: 'Your age', rules: { type: 'number', min: 18, max: 120 } });
    expect(checkField(age, 'old', t)).toBe('Your age must be a number.');
    expect(checkField(age, '17', t)).toBe('Your age must be at least 18.');
    expect(checkField(age, '121', t)).toBe('Your age must be at most 120.');
    expect(checkField(age, '18', t)).toBe(true);
  });

  it('type email and phone', () => {
    expect(checkField(field({ type: 'email', label: 'E-mail', rules: { type: 'email' } }), 'a@b', t)).toBe('Enter a valid e-mail address for E-mail.');
    expect(checkField(field({ type: 'email', label: 'E-mail', rules: { type: 'email' } }), 'a@b.co', t)).toBe(true);
    expect(checkField(field({ type: 'tel', label: 'Phone', rules: { type: 'phone' } }), 'call me', t)).toBe('Enter a valid phone number for Phone.');
    expect(checkField(field({ type: 'tel', label: 'Phone', rules: { type: 'phone' } }), '+15555550101', t)).toBe(true);
  });

  it('pattern must match the whole value; a pattern that does not compile is not applied', () => {
    const tag = field({ rules: { pattern: '[A-Za-z0-9_]+' } });
    expect(checkField(tag, 'ok_tag', t)).toBe(true);
    expect(checkField(tag, 'not ok!', t)).toBe('Gamer tag is not in the expected format.');
    expect(checkField(field({ rules: { pattern: '[unclosed' } }), 'anything', t)).toBe(true);
  });

  it('null rules do not apply', () => {
    expect(checkField(field({}), 'x'.repeat(500), t)).toBe(true);
  });
});
