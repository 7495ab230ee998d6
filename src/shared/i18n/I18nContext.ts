import { createContext } from 'react';
import { DEFAULT_LANGUAGE } from './language';
import { bundledEnglishMessages, createTranslator, logMissingKey, type Translate } from './translate';

export interface I18nContextValue {
  /** Translates a key with `{name}` placeholders; server strings are plain text. */
  t: Translate;
  /** The 2-letter language in use (the locale's first 2 characters). */
  language: string;
  /** False until the server strings of the language have arrived or failed over to English. */
  ready: boolean;
}

/**
 * Outside an I18nProvider (a crash screen above it, a component test) the bundled English still
 * translates, so no component ever shows a raw bundled key.
 */
export const I18nContext = createContext<I18nContextValue>({
  t: createTranslator(bundledEnglishMessages, logMissingKey),
  language: DEFAULT_LANGUAGE,
  ready: true,
});
