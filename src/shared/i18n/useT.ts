import { useContext } from 'react';
import { I18nContext } from './I18nContext';
import type { Translate } from './translate';

/** The translate function of the nearest I18nProvider (bundled English without one). */
export function useT(): Translate {
  return useContext(I18nContext).t;
}
