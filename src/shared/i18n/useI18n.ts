import { useContext } from 'react';
import { I18nContext, type I18nContextValue } from './I18nContext';

/** `t`, the language in use and whether the server strings have settled. */
export function useI18n(): I18nContextValue {
  return useContext(I18nContext);
}
