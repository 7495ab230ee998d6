import { useMemo, useState, type ReactNode } from 'react';
import { I18nContext, type I18nContextValue } from './I18nContext';
import { languageFromLocale } from './language';
import { createTranslator, logMissingKey } from './translate';
import { useServerMessages } from './useServerMessages';

export interface I18nProviderProps {
  /** BCP 47 locale from the props; the language is its first 2 characters (`es-MX` → `es`). Default `en`. */
  locale?: string;
  /**
   * Shown instead of the children until the first language has settled, so a Spanish player does not see
   * English flash first. Only on the first load: a later locale change keeps the children mounted and
   * swaps the text when the new language arrives. Without it the children render at once in bundled English.
   */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Provides `t` for the player's language. Must sit inside the store's Provider (it uses RTK Query). */
export function I18nProvider({ locale, fallback, children }: I18nProviderProps) {
  const language = languageFromLocale(locale);
  const { messages, ready } = useServerMessages(language);

  // Adjusting state while rendering (React's documented pattern) rather than in an effect: no extra frame of fallback.
  const [hasBeenReady, setHasBeenReady] = useState(ready);
  if (ready && !hasBeenReady) setHasBeenReady(true);

  const value = useMemo<I18nContextValue>(
    () => ({ t: createTranslator(messages, logMissingKey), language, ready }),
    [messages, language, ready],
  );

  return <I18nContext value={value}>{fallback !== undefined && !hasBeenReady ? fallback : children}</I18nContext>;
}
