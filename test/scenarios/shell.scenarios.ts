import { call } from './scenario';
import type { CallScenario } from './types';

/**
 * The calls the cash shell makes on its own, before any feature screen exists (src/app/useCashierLifecycle.ts,
 * src/shared/i18n/useServerMessages.ts): opening `/cash/deposit/` as a signed-in player makes every one of them,
 * so no player action is needed.
 *
 * - `app.getAppInit`: the terms check on entering the cash area; a failure is logged and the cashier goes on.
 * - `cash.getAppCash`: docs/product/errors.md#app-cash-load-failed "Failed app-cash load: logged, result null".
 * - `i18n.getMessages`, `i18n.getTranslations`: docs/product/errors.md#translation-fetch-failed "Failed translation fetch: falls back to default
 *   language (logged only)". They are made when the cashier mounts (the I18nProvider sits above the routes).
 *   The fault matrix opens `fallback-language` scenarios with a non-default locale (`es`), so the fallback path
 *   (player's language → server English → bundled English) really runs; with the default locale `en` a
 *   failure leaves the bundled English, which the same check (readable text, no raw keys) covers.
 * - `fraud.checkIdentityMatch`: the background geo check 500 ms after entering (docs/product/cash-data.md#geo-check); logged only.
 */
const CASH_ENTRY = '/cash/deposit/';

export const callScenarios: CallScenario[] = [
  call(
    'app.getAppInit',
    'verified',
    CASH_ENTRY,
    'silent',
    'terms check on entering the cash area; useCashierLifecycle logs "terms check skipped" and the cashier stays usable',
  ),
  call(
    'cash.getAppCash',
    'verified',
    CASH_ENTRY,
    'silent',
    'docs/product/errors.md#app-cash-load-failed: failed app-cash load is logged, result null (loadCashData)',
  ),
  call(
    'i18n.getMessages',
    'verified',
    CASH_ENTRY,
    'fallback-language',
    'docs/product/errors.md#translation-fetch-failed: failed translation fetch falls back to the default language, logged only (useServerMessages)',
  ),
  call(
    'i18n.getTranslations',
    'verified',
    CASH_ENTRY,
    'fallback-language',
    'docs/product/errors.md#translation-fetch-failed: failed translation fetch falls back to the default language, logged only (useServerMessages)',
  ),
  call(
    'fraud.checkIdentityMatch',
    'verified',
    CASH_ENTRY,
    'silent',
    'docs/product/cash-data.md#geo-check background geo check 500 ms after entering; a failure is logged only (useCashierLifecycle)',
  ),
];
