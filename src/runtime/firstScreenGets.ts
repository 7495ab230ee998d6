import { DEFAULT_BASENAME, DEFAULT_LOCALE, type CashierBootHint } from '@contracts/host/props';
import { EARLY_PATHS } from '@/features/deposit/earlyPaths';
import { joinUrl } from '@/shared/api/send';
import { languageFromLocale } from '@/shared/i18n/language';

/**
 * The full URLs of the GETs a cold open of `pathname` starts on entering (docs/architecture.md, "Opening fast"), for a
 * host whose props are `hint` on a page of origin `origin`: the shell's (the cash data, app init and the language's two
 * message calls: sendShellEarly.ts) on every cash route, and the deposit's first screens' (the deposit manifest's
 * prefetch). Empty off the cash routes. Plain strings, no route table and no schema, because this runs in
 * remoteEntry.js before any of the cashier's code has arrived; firstScreenGets.test.ts checks that they are exactly
 * what the shell and the areas ask for on entering each route of the route table.
 */
export function firstScreenGets(pathname: string, hint: CashierBootHint, origin: string): string[] {
  const basename = (hint.basename ?? DEFAULT_BASENAME).replace(/\/+$/, '');
  if (pathname !== basename && !pathname.startsWith(`${basename}/`)) return [];
  const route = pathname.slice(basename.length + 1);
  const language = languageFromLocale(hint.locale ?? DEFAULT_LOCALE);
  const paths: string[] = [
    '/rest/cash/',
    '/rest/app/init/',
    `/i18n/messages/cash/${language}/`,
    `/api/rest/translations/cash/${language}`,
  ];
  if (/^deposit-by-money\/offer(\/|$)/.test(route)) paths.push(EARLY_PATHS.offer);
  else if (/^(deposit-by-money(\/|$)|deposit\/?$)/.test(route))
    paths.push(EARLY_PATHS.packages, EARLY_PATHS.quickDeposit);
  return paths.map((path) => joinUrl(hint.apiBaseUrl ?? origin, path));
}
