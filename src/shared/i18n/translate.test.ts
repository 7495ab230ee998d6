import { en } from './en';
import { createTranslator, interpolate, mergeMessages, reportMissingKey } from './translate';
import type { CashierErrorCode } from '@/shared/errors/CashierError';
import { errorMessageKey } from '@/shared/errors/CashierError';

describe('interpolate', () => {
  it('fills {name} placeholders and leaves unknown ones as written', () => {
    expect(interpolate('{n} attempts left', { n: 3 })).toBe('3 attempts left');
    expect(interpolate('Hi {name}, {missing}', { name: 'Ann' })).toBe('Hi Ann, {missing}');
    expect(interpolate('No vars {x}')).toBe('No vars {x}');
  });

  it('does not read inherited properties as values', () => {
    expect(interpolate('{constructor}', {})).toBe('{constructor}');
  });
});

describe('mergeMessages', () => {
  it('lets later layers win and skips blank server strings', () => {
    const merged = mergeMessages({ a: 'bundled', b: 'bundled' }, undefined, { a: 'server', b: '' });
    expect(merged).toEqual({ a: 'server', b: 'bundled' });
  });
});

describe('createTranslator', () => {
  it('returns an unknown key as is and reports it', () => {
    const missing: string[] = [];
    const t = createTranslator({ known: 'Known' }, (key) => missing.push(key));
    expect(t('known')).toBe('Known');
    expect(t('unknown.key')).toBe('unknown.key');
    expect(t('constructor')).toBe('constructor');
    expect(missing).toEqual(['unknown.key', 'constructor']);
  });

  it('reports each missing key once', () => {
    const log = jest.fn();
    reportMissingKey('translate.test.once', log);
    reportMissingKey('translate.test.once', log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('translate.test.once'));
  });
});

describe('bundled English', () => {
  it('has a message for every error code a player can see', () => {
    const codes: CashierErrorCode[] = [
      'unauthorized',
      'network',
      'timeout',
      'aborted',
      'server',
      'parse',
      'contract',
      'unknown',
    ];
    for (const code of codes) expect(en).toHaveProperty([errorMessageKey(code)]);
  });

  it('uses flat dotted keys and non-empty plain-text values', () => {
    for (const [key, value] of Object.entries(en)) {
      expect(key).toMatch(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/);
      expect(value.trim()).not.toBe('');
      expect(value).not.toMatch(/<[a-z/]/i);
    }
  });
});

describe('createTranslator fallback', () => {
  it('reads a key its dictionary lacks from fallback() at call time: a chunk registered after the dictionary was built', () => {
    const missing: string[] = [];
    let late: Record<string, string> = {};
    const t = createTranslator(
      { shared: 'From the server' },
      (key) => missing.push(key),
      () => late,
    );
    expect(t('late.key')).toBe('late.key');
    late = { 'late.key': 'Late {n}', shared: 'Bundled' };
    expect(t('late.key', { n: 2 })).toBe('Late 2');
    // The dictionary (bundled English merged under the server strings) still wins over the fallback.
    expect(t('shared')).toBe('From the server');
    expect(missing).toEqual(['late.key']);
  });
});
