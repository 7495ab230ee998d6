import type { DefaultTheme } from 'styled-components';
import {
  DEFAULT_Z_INDEX_BASE,
  type CashierColors,
  type CashierScaleTokens,
  type CashierTheme,
  type CashierThemeOverrides,
} from '@contracts/host/props';
import { logger } from '@/shared/log';

/** The colour scheme a cashier renders in, once `auto` is resolved (useColorScheme.ts). */
export type ResolvedColorScheme = 'light' | 'dark';

/**
 * Light colours. Text pairs meet WCAG 2.2 AA (≥ 4.5:1; checked in theme.test.ts for both schemes):
 * colorText / colorTextMuted / colorPrimary / colorDanger / colorSuccess / colorWarning on colorSurface and
 * colorSurfaceRaised, colorOnPrimary on colorPrimary. colorFocus and colorBorder reach 3:1 against the surfaces
 * (non-text contrast).
 */
export const lightColors: CashierColors = {
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
  colorSkeleton: '#e3e7ee',
};

/** Dark colours, held to the same contrast rules as the light ones (theme.test.ts). */
export const darkColors: CashierColors = {
  colorPrimary: '#8cb4ff',
  colorOnPrimary: '#0a1630',
  colorSurface: '#15181e',
  colorSurfaceRaised: '#20252e',
  colorText: '#eceff4',
  colorTextMuted: '#aeb6c4',
  colorBorder: '#7f889a',
  colorBackdrop: 'rgba(0, 0, 0, 0.72)',
  colorDanger: '#ff8f86',
  colorSuccess: '#6ad98a',
  colorWarning: '#f2b553',
  colorFocus: '#8cb4ff',
  colorSkeleton: '#2b313c',
};

/** Spacing, type scale, radii, elevation and motion: the same in both schemes. Sizes in px (ADR 0003). */
export const scaleTokens: CashierScaleTokens = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  radius: '8px',
  radiusSmall: '4px',
  radiusLarge: '16px',
  radiusPill: '999px',
  space1: '4px',
  space2: '8px',
  space3: '12px',
  space4: '16px',
  space5: '24px',
  space6: '32px',
  fontSizeSmall: '14px',
  fontSizeBody: '16px',
  fontSizeLead: '18px',
  fontSizeTitle: '20px',
  fontSizeDisplay: '28px',
  elevationLow: '0 1px 3px rgba(0, 0, 0, 0.16)',
  elevationMedium: '0 6px 24px rgba(0, 0, 0, 0.18)',
  elevationHigh: '0 12px 48px rgba(0, 0, 0, 0.35)',
  durationFast: '120ms',
  durationMedium: '200ms',
  durationSlow: '320ms',
  easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
};

/** The light scheme's tokens: what a cashier without `colorScheme` renders with. */
export const defaultTheme: CashierTheme = { ...lightColors, ...scaleTokens };

/** Layers above `zIndexBase`: the overlay sits at the base, popups and notifications stack above it. */
export const Z_LAYER = { overlay: 0, popup: 10, notification: 20 } as const;

const colorNames = Object.keys(lightColors) as (keyof CashierColors)[];
const scaleNames = Object.keys(scaleTokens) as (keyof CashierTheme)[];
const tokenNames = [...colorNames, ...scaleNames];

/** Copies into `target` the tokens of `names` that `source` (an untyped host object) has as non-empty strings; reports the others. */
function assignValid(target: CashierTheme, source: unknown, names: (keyof CashierTheme)[], group?: 'dark') {
  if (source === undefined) return;
  if (typeof source !== 'object' || source === null) {
    logger.warn(`theme ${group ?? 'prop'} must be an object of tokens; keeping the defaults`, source);
    return;
  }
  const prefix = group ? `${group}.` : '';
  for (const name of names) {
    const value: unknown = (source as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (typeof value === 'string' && value.trim() !== '') target[name] = value;
    else logger.warn(`theme token "${prefix}${name}" must be a non-empty CSS string; keeping the default`, value);
  }
}

/**
 * Host tokens over the defaults of a scheme. Props arrive from hosts that may not be typed, so a token that is not
 * a non-empty string (or a `dark` that is not an object) is reported and ignored instead of producing broken CSS.
 * Top-level colours are the light scheme's (checked and used in light only), `dark` holds the dark scheme's; the
 * scale tokens apply to both.
 */
export function mergeTheme(overrides: CashierThemeOverrides = {}, scheme: ResolvedColorScheme = 'light'): CashierTheme {
  const dark = scheme === 'dark';
  const merged: CashierTheme = { ...(dark ? darkColors : lightColors), ...scaleTokens };
  assignValid(merged, overrides, dark ? scaleNames : tokenNames);
  if (dark) assignValid(merged, overrides.dark, colorNames, 'dark');
  return merged;
}

/** The styled-components theme: the tokens of the resolved scheme, the scheme itself and the z-index base. */
export function createStyledTheme(
  overrides: CashierThemeOverrides = {},
  zIndexBase: number = DEFAULT_Z_INDEX_BASE,
  colorScheme: ResolvedColorScheme = 'light',
): DefaultTheme {
  return { ...mergeTheme(overrides, colorScheme), zIndexBase, colorScheme };
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
