import { languageOf } from '@contracts/host/firstScreen';
import { DEFAULT_LOCALE } from '@contracts/host/props';

/** The default language: the bundled messages are English and every fallback ends here (docs/product/cash-data.md#translation-fallback). */
export const DEFAULT_LANGUAGE = DEFAULT_LOCALE;

/**
 * docs/product/constants.md#language-code: the language code is the first 2 characters of the locale, lowercased (`es-MX` → `es`).
 * Anything that does not start with two letters (missing, `''`, `'1x'`) gives the default language.
 */
export function languageFromLocale(locale: string | undefined | null): string {
  // The host's first-screen plugin asks with the same rule before any of the cashier's code has run.
  return languageOf(locale, DEFAULT_LANGUAGE);
}
