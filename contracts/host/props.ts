/** Props of `cashier/CashierApp` and of `cashier/mount` (public, semver). */

/** Design tokens a host may override; every token has a default in the remote. */
export interface CashierTheme {
  colorPrimary: string;
  colorOnPrimary: string;
  colorSurface: string;
  colorSurfaceRaised: string;
  colorText: string;
  colorTextMuted: string;
  colorBorder: string;
  colorBackdrop: string;
  colorDanger: string;
  colorSuccess: string;
  colorWarning: string;
  colorFocus: string;
  fontFamily: string;
  radius: string;
}

export type CashierViewOption = 'default' | 'game';

export interface CashierAppProps {
  /** Origin (and optional path prefix) of the platform REST API. Default: the page's origin. */
  apiBaseUrl?: string;
  /** BCP 47 locale; the language is its first 2 characters. Default `en`. */
  locale?: string;
  /** Path under which the cash routes live. Default `/cash`. */
  basename?: string;
  /** `game` adds a Back link to the suspended screens. Default `default`. */
  viewOption?: CashierViewOption;
  /** Design tokens; unspecified tokens keep their defaults. */
  theme?: Partial<CashierTheme>;
  /** z-index of the overlay; popups stack above it. Default 9900. */
  zIndexBase?: number;
  /** Timeout of each API request in ms (0 = none). Default 20000. */
  requestTimeoutMs?: number;
  /** CSP nonce given to the style tags the cashier injects. */
  nonce?: string;
}

export const DEFAULT_BASENAME = '/cash';
export const DEFAULT_Z_INDEX_BASE = 9900;
export const DEFAULT_LOCALE = 'en';
export const DEFAULT_REQUEST_TIMEOUT_MS = 20000;
