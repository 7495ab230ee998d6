import { DEFAULT_LOCALE } from '@contracts/host/props';

/** The default language: the bundled messages are English and every fallback ends here (spec §8). */
export const DEFAULT_LANGUAGE = DEFAULT_LOCALE;

/**
 * Spec §9: the language code is the first 2 characters of the locale, lowercased (`es-MX` → `es`).
 * Anything that does not start with two letters (missing, `''`, `'1x'`) gives the default language.
 */
export function languageFromLocale(locale: string | undefined | null): string {
  const language = (locale ?? '').slice(0, 2).toLowerCase();
  return /^[a-z]{2}$/.test(language) ? language : DEFAULT_LANGUAGE;
}
