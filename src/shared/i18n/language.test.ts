import { DEFAULT_LANGUAGE, languageFromLocale } from './language';

describe('languageFromLocale (docs/product/constants.md#language-code: first 2 characters of the locale)', () => {
  it.each([
    ['es-MX', 'es'],
    ['en-US', 'en'],
    ['ru', 'ru'],
    ['PT-br', 'pt'],
    ['de_DE', 'de'],
  ])('%s → %s', (locale, language) => {
    expect(languageFromLocale(locale)).toBe(language);
  });

  it.each([undefined, null, '', 'e', '1x-YZ', ' es'])('falls back to the default for %p', (locale) => {
    expect(languageFromLocale(locale)).toBe(DEFAULT_LANGUAGE);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });
});
