import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import type { CashierColorScheme } from '../../../contracts/host/props';
import { createCashierDom, StyleIsolation, CashierThemeProvider } from '../../../src/shared/ui/kit';

/**
 * A cashier root for the design page: the cashier's own element (`[data-cashier-root]`) with its shadow root, style
 * isolation and theme, its styles written into that shadow root's adopted sheet (as CashierRoot does, cashierDom.ts
 * `styleTargetFor`), so the kit renders here exactly as inside the cashier, and the page's CSS stays out. It sits in
 * the page's flow, where this component is.
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
  const [dom] = useState(() => createCashierDom());
  // The cashier's element goes into this slot once it is in the page; the kit renders into its shadow root.
  const slot = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) element.append(dom.host);
    },
    [dom],
  );
  return (
    <div data-design-root={colorScheme} ref={slot}>
      {createPortal(
        <StyleSheetManager target={dom.styles.target} nonce={nonce} disableCSSOMInjection={!dom.styles.cssom}>
          <CashierThemeProvider colorScheme={colorScheme}>
            <StyleIsolation />
            {children}
          </CashierThemeProvider>
        </StyleSheetManager>,
        dom.root,
      )}
    </div>
  );
}
