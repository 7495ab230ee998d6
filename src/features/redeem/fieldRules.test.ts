import type { FormField } from '@contracts/api/forms';
import { interpolate } from '@/shared/i18n/translate';
import { logger } from '@/shared/log';
import { checkField, FieldKeys, detailsOf } from './fieldRules';
import { messages } from './messages';
import { expectConsole } from '@test/support/console';

const t = (key: string, vars?: Readonly<Record<string, string | number>>) =>
  interpolate((messages as Record<string, string>)[key] ?? key, vars);

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
    expect(checkField(field({ type: 'email', label: 'E-mail', rules: { type: 'email' } }), 'a@b', t)).toBe(
      'Enter a valid e-mail address for E-mail.',
    );
    expect(checkField(field({ type: 'email', label: 'E-mail', rules: { type: 'email' } }), 'a@b.co', t)).toBe(true);
    expect(checkField(field({ type: 'tel', label: 'Phone', rules: { type: 'phone' } }), 'call me', t)).toBe(
      'Enter a valid phone number for Phone.',
    );
    expect(checkField(field({ type: 'tel', label: 'Phone', rules: { type: 'phone' } }), '+15555550101', t)).toBe(true);
  });

  it('pattern must match the whole value; a pattern that does not compile is not applied', () => {
    const tag = field({ rules: { pattern: '[A-Za-z0-9_]+' } });
    expect(checkField(tag, 'ok_tag', t)).toBe(true);
    expect(checkField(tag, 'not ok!', t)).toBe('Gamer tag is not in the expected format.');
    // A pattern that does not compile is ignored, and said so.
    expectConsole('warn', '[cashier] ignoring a server-sent field pattern that does not compile: [unclosed');
    expect(checkField(field({ rules: { pattern: '[unclosed' } }), 'anything', t)).toBe(true);
  });

  it('null rules do not apply', () => {
    expect(checkField(field({}), 'x'.repeat(500), t)).toBe(true);
  });
});

describe('server patterns are applied safely (docs/product/redeem.md#server-field-rules)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('a pattern that can backtrack catastrophically is never run: the value is checked by the other rules at once', () => {
    // ([a-zA-Z0-9]+\s?)* took 129 ms on 24 characters in a browser, ×4 for every two more.
    const tag = field({ rules: { pattern: '([a-zA-Z0-9]+\\s?)*', minlength: 3, maxlength: 40 } });
    const started = performance.now();
    expect(checkField(tag, `${'a'.repeat(24)}!`, t)).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
    expect(checkField(tag, 'ab', t)).toBe('Gamer tag needs at least 3 characters.');
    expect(checkField(tag, 'x'.repeat(41), t)).toBe('Gamer tag can have at most 40 characters.');
  });

  it.each([
    ['(a+)+', `${'a'.repeat(22)}!`],
    ['(a|a)*', `${'a'.repeat(22)}!`],
    ['(\\w+\\s?)*', `${'a'.repeat(22)}!`],
    ['(a*)*b', 'a'.repeat(22)],
    ['(.*a){12}', `${'a'.repeat(22)}b`],
    ['(x+x+)+y', 'x'.repeat(22)],
    ['(a|aa)+', `${'a'.repeat(22)}!`],
    ['\\w+\\s?\\w+\\s?\\w+\\s?\\w+!', 'a'.repeat(60)],
    ['\\d*\\d*\\d*\\d*\\d*x', '1'.repeat(40)],
    ['[a-z.]+\\.[a-z]+\\.[a-z]+\\.[a-z]+!', 'a.'.repeat(20)],
    [`${'a?'.repeat(20)}${'a'.repeat(20)}`, 'a'.repeat(19)],
    [`${'(a|a)x'.repeat(20)}`, 'ax'.repeat(19)],
    ['(?=(a+)+b)a*', 'a'.repeat(20)],
    ['(\\w+)\\1', 'abab'],
    ['(?<x>a)\\k<x>', 'aa'],
  ])('%s is refused, logged once, and never run', (pattern, evil) => {
    const rule = field({ rules: { pattern } });
    const started = performance.now();
    expect(checkField(rule, evil, t)).toBe(true);
    expect(checkField(rule, `${evil}?`, t)).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
    expect(warn.mock.calls.filter(([message]) => String(message).includes(pattern))).toHaveLength(1);
  });

  it.each([
    ['[A-Za-z0-9_]+', 'ok_tag', 'not ok!'],
    ['\\+?[0-9]{10,14}', '+15555550101', '+1555'],
    ['[A-Z]{2}\\d{6}', 'AB123456', 'AB12345'],
    ['(\\d{3}-){2}\\d{4}', '555-555-1234', '555-5551234'],
    ['\\d+(\\.\\d{1,2})?', '10.25', '10.255'],
    ['(com|net|org)', 'net', 'nut'],
    ['[^@\\s]+@[^@\\s]+', 'a@b', 'a b@c'],
    ['\\p{L}+', 'Zoë', 'Zoë1'],
  ])('an ordinary pattern %s is applied', (pattern, good, bad) => {
    const rule = field({ rules: { pattern } });
    expect(checkField(rule, good, t)).toBe(true);
    expect(checkField(rule, bad, t)).toBe('Gamer tag is not in the expected format.');
    expect(warn).not.toHaveBeenCalled();
  });

  it('legacy syntax that the u flag refuses (identity escapes such as \\-) is understood', () => {
    const phone = field({ label: 'Phone', rules: { pattern: '\\d{3}\\-\\d{4}' } });
    expect(checkField(phone, '555-1234', t)).toBe(true);
    expect(checkField(phone, '5551234', t)).toBe('Phone is not in the expected format.');
    const braces = field({ label: 'Code', rules: { pattern: '[a-z]{,2}\\_' } });
    expect(checkField(braces, 'x{,2}_', t)).toBe(true);
    expect(checkField(braces, 'xx_', t)).toBe('Code is not in the expected format.');
    expect(warn).not.toHaveBeenCalled();
  });

  it('legacy syntax is still checked for backtracking', () => {
    expect(checkField(field({ rules: { pattern: '(\\-+)+x' } }), '-'.repeat(20), t)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/backtrack/);
  });

  it('a pattern is compiled once per pattern text, and one that does not compile is logged once', () => {
    const compile = jest.spyOn(globalThis, 'RegExp');
    const rule = field({ rules: { pattern: '[0-9]{4}' } });
    for (let i = 0; i < 5; i += 1) checkField(rule, '12345', t);
    const compiledFor = compile.mock.calls.filter(([source]) => String(source).includes('[0-9]{4}')).length;
    for (let i = 0; i < 5; i += 1) checkField(rule, '1234', t);
    expect(compile.mock.calls.filter(([source]) => String(source).includes('[0-9]{4}')).length).toBe(compiledFor);
    compile.mockRestore();
    for (let i = 0; i < 3; i += 1) expect(checkField(field({ rules: { pattern: '(unclosed' } }), 'x', t)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('without a maxlength a value is at most 1000 characters, refused before any pattern runs', () => {
    const test = jest.spyOn(RegExp.prototype, 'test');
    const rule = field({ rules: { pattern: '[a-z]+' } });
    expect(checkField(rule, 'a'.repeat(1001), t)).toBe('Gamer tag can have at most 1000 characters.');
    expect(checkField(field({ rules: { pattern: '[a-z]+', maxlength: 5 } }), 'a'.repeat(6), t)).toBe(
      'Gamer tag can have at most 5 characters.',
    );
    expect(test).not.toHaveBeenCalled();
    test.mockRestore();
  });
});

describe('field names are never object keys', () => {
  const NAMES = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'a.b', 'x[0]'];
  const fields = NAMES.map((name) => field({ name, label: name }));

  it('form field names are generated (f0, f1…), stable per server name', () => {
    const keys = new FieldKeys();
    expect(NAMES.map((name) => keys.keyOf(name))).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5']);
    expect(keys.keyOf('a.b')).toBe('f4');
  });

  it('the requisites carry the server names, own keys only, with the empty ones left out', () => {
    const keys = new FieldKeys();
    const form: Record<string, string> = {};
    NAMES.forEach((name, index) => {
      form[keys.keyOf(name)] = index === 2 ? '  ' : ` value ${index} `;
    });
    const requisites = detailsOf(fields, keys.valuesOf(fields, form));
    expect(Object.keys(requisites)).toEqual(['toString', '__proto__', 'hasOwnProperty', 'a.b', 'x[0]']);
    expect(JSON.parse(JSON.stringify(requisites))).toEqual(
      JSON.parse(
        '{"toString":"value 0","__proto__":"value 1","hasOwnProperty":"value 3","a.b":"value 4","x[0]":"value 5"}',
      ),
    );
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a value never typed is empty, not a property of Object.prototype', () => {
    const keys = new FieldKeys();
    const values = keys.valuesOf(fields, {});
    expect(NAMES.map((name) => values.get(name))).toEqual(NAMES.map(() => ''));
    expect(detailsOf(fields, values)).toEqual({});
  });
});
