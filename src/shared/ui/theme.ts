import type { DefaultTheme } from 'styled-components';
import { DEFAULT_Z_INDEX_BASE, type CashierTheme } from '@contracts/host/props';
import { logger } from '@/shared/log';

/**
 * Default design tokens. Text pairs meet WCAG 2.2 AA (≥ 4.5:1; checked in theme.test.ts):
 * colorText / colorTextMuted / colorDanger / colorSuccess / colorWarning on colorSurface and colorSurfaceRaised,
 * colorOnPrimary on colorPrimary. colorFocus and colorBorder reach 3:1 against the surfaces (non-text contrast).
 */
export const defaultTheme: CashierTheme = {
  colorPrimary: '#1d4ed8',
  colorOnPrimary: '#ffffff',
  colorSurface: '#ffffff',
  colorSurfaceRaised: '#f3f5f9',
  colorText: '#161a22',
  colorTextMuted: '#4b5363',
  colorBorder: '#7d8696',
  colorBackdrop: 'rgba(10, 13, 20, 0.64)',
  colorDanger: '#b3261e',
  colorSuccess: '#146c2e',
  colorWarning: '#8a4b00',
  colorFocus: '#1d4ed8',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  radius: '8px',
};

/** Layers above `zIndexBase`: the overlay sits at the base, popups and notifications stack above it. */
export const Z_LAYER = { overlay: 0, popup: 10, notification: 20 } as const;

const tokenNames = Object.keys(defaultTheme) as (keyof CashierTheme)[];

/**
 * Host tokens over the defaults. Props arrive from hosts that may not be typed, so a token that is not a
 * non-empty string is reported and ignored instead of producing broken CSS.
 */
export function mergeTheme(partial: Partial<CashierTheme> = {}): CashierTheme {
  const merged: CashierTheme = { ...defaultTheme };
  for (const name of tokenNames) {
    const value: unknown = partial[name];
    if (value === undefined) continue;
    if (typeof value === 'string' && value.trim() !== '') {
      merged[name] = value;
    } else {
      logger.warn(`theme token "${name}" must be a non-empty CSS string; keeping the default`, value);
    }
  }
  return merged;
}

/** The styled-components theme: the tokens plus the z-index base the host chose. */
export function createStyledTheme(
  partial: Partial<CashierTheme> = {},
  zIndexBase: number = DEFAULT_Z_INDEX_BASE,
): DefaultTheme {
  return { ...mergeTheme(partial), zIndexBase };
}

/** The theme used when a component renders outside a ThemeProvider (e.g. the root error fallback). */
export const defaultStyledTheme: DefaultTheme = createStyledTheme();

/**
 * Reads a token in a styled template, falling back to the default when no ThemeProvider is above
 * (styled-components then passes `{}`), so a crash screen rendered above the provider still has colours.
 */
export const token =
  <K extends keyof DefaultTheme>(name: K) =>
  ({ theme }: { theme: Partial<DefaultTheme> }): DefaultTheme[K] =>
    theme[name] ?? defaultStyledTheme[name];
