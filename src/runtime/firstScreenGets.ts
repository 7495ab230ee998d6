import { firstScreenStart } from '@contracts/host/firstScreen';
import type { CashierBootHint } from '@contracts/host/props';
import { FIRST_SCREEN_SOURCE } from './firstScreenTable';

/**
 * The full URLs of the GETs a cold open of `pathname` starts on entering (docs/architecture.md, "Opening fast"), for a
 * host whose props are `hint` on a page of origin `origin`: the first-screen table's (firstScreenTable.ts), read the
 * way the host's runtime plugin reads it from the manifest. Empty off the cash routes.
 */
export function firstScreenGets(pathname: string, hint: CashierBootHint, origin: string): string[] {
  const table = {
    ...FIRST_SCREEN_SOURCE,
    shell: { gets: FIRST_SCREEN_SOURCE.shell.gets, js: [] },
    routes: FIRST_SCREEN_SOURCE.routes.map((route) => ({ ...route, js: [] })),
  };
  return firstScreenStart(table, pathname, hint, origin, origin).gets;
}
