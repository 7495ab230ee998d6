import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { CashierTheme } from '@contracts/host/props';
import { createStyledTheme } from './theme';

export interface CashierThemeProviderProps {
  /** Host token overrides; missing tokens keep their defaults. */
  theme?: Partial<CashierTheme>;
  /** z-index of the overlay; popups and notifications stack above it. */
  zIndexBase?: number;
  children: ReactNode;
}

/** Gives the cashier's styled components the merged theme; adds no global CSS. */
export function CashierThemeProvider({ theme, zIndexBase, children }: CashierThemeProviderProps) {
  const styledTheme = useMemo(() => createStyledTheme(theme, zIndexBase), [theme, zIndexBase]);
  return <ThemeProvider theme={styledTheme}>{children}</ThemeProvider>;
}
