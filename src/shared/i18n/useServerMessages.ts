import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { CashierErrorData } from '@/shared/errors/CashierError';
import { logger } from '@/shared/log';
import { useGetMessagesQuery, useGetTranslationsQuery } from './api';
import { bundledMessages, subscribeBundledMessages } from './bundledMessages';
import { mergeMessages, resolvesMissedKeys } from './translate';
import { DEFAULT_LANGUAGE } from './language';
import type { Messages } from './en';

export interface ServerMessages {
  /** The merged dictionary: bundled English, then English server strings used as fallback, then the language's own. */
  messages: Messages;
  /** False while a first answer (or its English fallback) is still on its way. */
  ready: boolean;
}

/** docs/product/errors.md#translation-fetch-failed: a failed fetch is logged only; the player sees the fallback text, never an error. */
function useLogFailure(error: CashierErrorData | { message?: string } | undefined, what: string, fallback: string) {
  useEffect(() => {
    if (error) logger.warn(`i18n: ${what} could not be loaded; using ${fallback}`, error);
  }, [error, what, fallback]);
}

/**
 * Loads the server messages and translations of a language. Each source that fails for the player's
 * language is replaced by the same source in English (docs/product/cash-data.md#translation-fallback); if English fails too the bundled English
 * stays. Layers, later winning: bundled English < English fallback (messages < translations) < the
 * language's own (messages < translations), so an English fallback fills gaps but never overrides a
 * string the player's language did deliver.
 */
export function useServerMessages(language: string): ServerMessages {
  const isDefault = language === DEFAULT_LANGUAGE;
  const messages = useGetMessagesQuery({ lang: language });
  const translations = useGetTranslationsQuery({ lang: language });
  const englishMessages = useGetMessagesQuery({ lang: DEFAULT_LANGUAGE }, { skip: isDefault || !messages.isError });
  const englishTranslations = useGetTranslationsQuery(
    { lang: DEFAULT_LANGUAGE },
    { skip: isDefault || !translations.isError },
  );

  const primaryFallback = isDefault ? 'the bundled English' : `"${DEFAULT_LANGUAGE}"`;
  useLogFailure(messages.error, `messages for "${language}"`, primaryFallback);
  useLogFailure(translations.error, `translations for "${language}"`, primaryFallback);
  useLogFailure(englishMessages.error, `fallback messages for "${DEFAULT_LANGUAGE}"`, 'the bundled English');
  useLogFailure(englishTranslations.error, `fallback translations for "${DEFAULT_LANGUAGE}"`, 'the bundled English');

  // `data` (not `currentData`) keeps the previous language on screen while a new one loads; an error drops it.
  const ownMessages = messages.isError ? undefined : messages.data;
  const ownTranslations = translations.isError ? undefined : translations.data;
  const fallbackMessages = englishMessages.currentData;
  const fallbackTranslations = englishTranslations.currentData;

  // Bundled English a feature chunk registers later is read live by the translator (createTranslator): a chunk
  // registers its English before its screens render, so they find their keys without the provider rendering
  // again. Only a registration that brings a key a render already missed (shown raw) re-renders the provider, whose
  // new value re-renders every screen: not each chunk of an open (the rewards panel's, the limit popup's…). As a
  // transition, not an urgent update: the chunk registers while a navigation to its screen is pending, and an
  // urgent re-render would re-run the old screen (still on display) mid-navigation.
  const [bundled, setBundled] = useState(bundledMessages);
  const shown = useRef(bundled);
  useEffect(() => {
    const update = () => {
      const latest = bundledMessages();
      if (!resolvesMissedKeys(latest, shown.current)) return;
      shown.current = latest;
      startTransition(() => setBundled(latest));
    };
    update();
    return subscribeBundledMessages(update);
  }, []);
  const merged = useMemo(
    () => mergeMessages(bundled, fallbackMessages, fallbackTranslations, ownMessages, ownTranslations),
    [bundled, fallbackMessages, fallbackTranslations, ownMessages, ownTranslations],
  );

  const ready =
    !messages.isLoading && !translations.isLoading && !englishMessages.isLoading && !englishTranslations.isLoading;
  return { messages: merged, ready };
}
