import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { CashierColorScheme, CashierThemeOverrides } from '@contracts/host/props';
import { createStyledTheme } from './theme';
import { useColorScheme } from './useColorScheme';

export interface CashierThemeProviderProps {
  /** Host token overrides; missing tokens keep their defaults (light colours at the top level, dark in `dark`). */
  theme?: CashierThemeOverrides;
  /** z-index of the overlay; popups and notifications stack above it. */
  zIndexBase?: number;
  /** `light` (default), `dark`, or `auto` (follows `prefers-color-scheme`). */
  colorScheme?: CashierColorScheme;
  children: ReactNode;
}

/** Gives the cashier's styled components the merged theme of the resolved colour scheme; adds no global CSS. */
export function CashierThemeProvider({
  theme,
  zIndexBase,
  colorScheme = 'light',
  children,
}: CashierThemeProviderProps) {
  const scheme = useColorScheme(colorScheme);
  const styledTheme = useMemo(() => createStyledTheme(theme, zIndexBase, scheme), [theme, zIndexBase, scheme]);
  return <ThemeProvider theme={styledTheme}>{children}</ThemeProvider>;
}
