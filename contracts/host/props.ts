/** Props of `cashier/CashierApp` and of `cashier/mount` (public, semver). */

/**
 * Colour tokens: one set per colour scheme. In `theme` they are the light scheme's; `theme.dark` holds the dark
 * scheme's (docs/design-system.md).
 */
export interface CashierColors {
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
  /** The placeholder block of a loading skeleton (decorative). */
  colorSkeleton: string;
}

/** Non-colour tokens: the same in both colour schemes. Sizes in px (a host's `html { font-size }` never scales them). */
export interface CashierScaleTokens {
  fontFamily: string;
  /** The medium radius (controls, tiles, cards); `radiusSmall`, `radiusLarge` and `radiusPill` around it. */
  radius: string;
  radiusSmall: string;
  radiusLarge: string;
  radiusPill: string;
  space1: string;
  space2: string;
  space3: string;
  space4: string;
  space5: string;
  space6: string;
  fontSizeSmall: string;
  fontSizeBody: string;
  fontSizeLead: string;
  fontSizeTitle: string;
  fontSizeDisplay: string;
  /** Shadows: low (cards, tiles), medium (popovers, notifications), high (dialogs). */
  elevationLow: string;
  elevationMedium: string;
  elevationHigh: string;
  durationFast: string;
  durationMedium: string;
  durationSlow: string;
  /** The one easing curve of the kit's transitions and animations. */
  easingStandard: string;
}

/** Design tokens a host may override; every token has a default in the remote. */
export interface CashierTheme extends CashierColors, CashierScaleTokens {}

/** The `theme` prop: light colours and the scale tokens at the top level, the dark scheme's colours in `dark`. */
export interface CashierThemeOverrides extends Partial<CashierTheme> {
  dark?: Partial<CashierColors>;
}

/** `auto` follows the player's system setting (`prefers-color-scheme`) while the cashier is mounted. */
export type CashierColorScheme = 'light' | 'dark' | 'auto';

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
  /** Design tokens; unspecified tokens keep their defaults. Colours at the top level are the light scheme's. */
  theme?: CashierThemeOverrides;
  /** Colour scheme. Default `light`. */
  colorScheme?: CashierColorScheme;
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
export const DEFAULT_COLOR_SCHEME: CashierColorScheme = 'light';
export const DEFAULT_REQUEST_TIMEOUT_MS = 20000;

/**
 * The first-screen hint (README, "Opening fast"): a host that sets `globalThis[Symbol.for(CASHIER_BOOT_KEY)]` to the
 * props it will pass, before the remote's `remoteEntry.js` runs, lets a cold open on a cash route (a reload, a deep
 * link, a return from a payment page) start its first screen's API calls while the cashier's code downloads. The
 * values must equal the props (a call started for another API origin or language is never used). Optional.
 */
export type CashierBootHint = Pick<CashierAppProps, 'apiBaseUrl' | 'basename' | 'locale' | 'requestTimeoutMs'>;

/** The `Symbol.for` key of the first-screen hint (CashierBootHint). */
export const CASHIER_BOOT_KEY = 'cashier.boot.v1';
