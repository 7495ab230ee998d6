import {
  DEFAULT_BASENAME,
  DEFAULT_COLOR_SCHEME,
  DEFAULT_LOCALE,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_Z_INDEX_BASE,
  type CashierAppProps,
  type CashierColorScheme,
  type CashierThemeOverrides,
  type CashierViewOption,
} from '@contracts/host/props';
import { logger } from '@/shared/log';

/** Props with every default applied; what the rest of the remote works with. */
export interface ResolvedProps {
  apiBaseUrl: string;
  locale: string;
  basename: string;
  viewOption: CashierViewOption;
  theme: CashierThemeOverrides;
  colorScheme: CashierColorScheme;
  zIndexBase: number;
  requestTimeoutMs: number;
  nonce: string | undefined;
}

function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Parses the props at the boundary: a wrong value is reported with what to pass instead and replaced by its
 * default, so a host's typo degrades one setting instead of breaking the cashier.
 */
export function resolveProps(props: CashierAppProps): ResolvedProps {
  const problems: string[] = [];

  let basename = props.basename ?? DEFAULT_BASENAME;
  if (!/^\/[A-Za-z0-9\-_/]*$/.test(basename) || basename.replace(/\/+$/, '') === '') {
    problems.push(`basename "${basename}" must be a path like "/cash"`);
    basename = DEFAULT_BASENAME;
  }
  basename = basename.replace(/\/+$/, '');

  let zIndexBase = props.zIndexBase ?? DEFAULT_Z_INDEX_BASE;
  if (!Number.isInteger(zIndexBase)) {
    problems.push(`zIndexBase must be an integer, got ${String(zIndexBase)}`);
    zIndexBase = DEFAULT_Z_INDEX_BASE;
  }

  let requestTimeoutMs = props.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  if (!Number.isInteger(requestTimeoutMs) || requestTimeoutMs < 0) {
    problems.push(
      `requestTimeoutMs must be a whole number of milliseconds ≥ 0 (0 = none), got ${String(requestTimeoutMs)}`,
    );
    requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS;
  }

  let viewOption: CashierViewOption = props.viewOption ?? 'default';
  if (viewOption !== 'default' && viewOption !== 'game') {
    problems.push(`viewOption must be "default" or "game", got "${String(viewOption)}"`);
    viewOption = 'default';
  }

  let colorScheme: CashierColorScheme = props.colorScheme ?? DEFAULT_COLOR_SCHEME;
  if (colorScheme !== 'light' && colorScheme !== 'dark' && colorScheme !== 'auto') {
    problems.push(`colorScheme must be "light", "dark" or "auto", got "${String(colorScheme)}"`);
    colorScheme = DEFAULT_COLOR_SCHEME;
  }

  let apiBaseUrl = props.apiBaseUrl ?? pageOrigin();
  if (props.apiBaseUrl !== undefined) {
    try {
      new URL(props.apiBaseUrl, pageOrigin() || undefined);
    } catch {
      problems.push(`apiBaseUrl "${props.apiBaseUrl}" is not a URL; using the page origin`);
      apiBaseUrl = pageOrigin();
    }
  }

  const locale = typeof props.locale === 'string' && props.locale.length >= 2 ? props.locale : DEFAULT_LOCALE;
  if (props.locale !== undefined && locale !== props.locale)
    problems.push(`locale "${String(props.locale)}" is not a locale like "en-US"`);

  for (const problem of problems) logger.error(`CashierApp prop: ${problem}`);

  return {
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    locale,
    basename,
    viewOption,
    theme: props.theme ?? {},
    colorScheme,
    zIndexBase,
    requestTimeoutMs,
    nonce: props.nonce,
  };
}
