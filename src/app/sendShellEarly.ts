import { getMessages, getTranslations } from '@contracts/api/i18n';
import { sendEarly, type ApiExtra } from '@/shared/api/baseQuery';
import { buildPath } from '@/shared/api/callContract';
import { appInitPath, cashDataPath, cashierApi } from '@/shared/cashier/api';
import { i18nApi } from '@/shared/i18n/api';
import type { RootState } from './store';

const selectCashData = cashierApi.endpoints.getCashData.select();

/**
 * The shell's own first-open GETs, started while the entering render runs (docs/architecture.md, "Opening fast"):
 * the cash data and app init (useCashierLifecycle's effect asks them on every entry; the first screen waits for the cash data)
 * and the language's server strings (I18nProvider's queries, started after the first commit otherwise), each only when
 * the store does not hold its answer yet. With kept answers nothing is sent: the effects refresh them after the
 * screen, which shows the kept ones. Returns the paths it asked for.
 */
export function sendShellEarly(extra: ApiExtra, state: RootState, language: string): string[] {
  const paths: string[] = [];
  if (selectCashData(state).data === undefined) paths.push(cashDataPath, appInitPath);
  if (i18nApi.endpoints.getMessages.select({ lang: language })(state).data === undefined) {
    paths.push(buildPath(getMessages.path, { lang: language }), buildPath(getTranslations.path, { lang: language }));
  }
  for (const path of paths) void sendEarly(extra, path);
  return paths;
}
