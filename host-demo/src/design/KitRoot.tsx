import { useState, type ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
import type { CashierColorScheme } from '../../../contracts/host/props';
import { StyleIsolation, CashierThemeProvider } from '../../../src/shared/ui/kit';

/**
 * A cashier root for the design page: the `[data-cashier-root]` element with the cashier's style isolation and
 * theme, its styles written into it (as CashierRoot does), so the kit renders here exactly as inside the cashier.
 * One per page: the isolation's held `color-scheme` applies to every cashier root, so the page shows one scheme
 * at a time (and never together with the cashier itself).
 */
export function KitRoot({
  colorScheme,
  nonce,
  children,
}: {
  colorScheme: CashierColorScheme;
  nonce?: string;
  children: ReactNode;
}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  return (
    <div data-cashier-root="" data-design-root={colorScheme} ref={setElement}>
      {element && (
        <StyleSheetManager target={element} nonce={nonce} disableCSSOMInjection>
          <CashierThemeProvider colorScheme={colorScheme}>
            <StyleIsolation />
            {children}
          </CashierThemeProvider>
        </StyleSheetManager>
      )}
    </div>
  );
}
