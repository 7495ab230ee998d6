import { useInsertionEffect, useState } from 'react';
import { createCashierDom, type CashierDom } from '@/shared/ui/cashierDom';

/**
 * The cashier's own element under `<body>` with its shadow root (cashierDom.ts): the overlay, popups,
 * notifications and styled-components' style tag all live inside it, so unmounting removes every node and style the
 * cashier added to the page, and the page's CSS does not reach in (docs/adr/0004-shadow-root.md).
 *
 * Rendering has no side effect: the element is created detached (a render React throws away, as StrictMode's
 * double render or a suspended first render does, leaves nothing in the page) and attached in an insertion
 * effect, which runs before any layout effect of the cashier's own components, so they always find it in the
 * document. StrictMode's development-only unmount and remount detach and re-attach the same element; the style
 * tag keeps its rules through that because CashierRoot writes them as text (`disableCSSOMInjection`): rules
 * added through the CSSOM would be dropped by the browser when the tag leaves the document. Its stacking
 * (`position: relative`, `z-index: zIndexBase`) is StyleIsolation's `:host` rule.
 */
export function usePortalRoot(): CashierDom {
  const [dom] = useState(() => createCashierDom({ modal: true }));
  useInsertionEffect(() => {
    document.body.appendChild(dom.host);
    return () => dom.host.remove();
  }, [dom]);
  return dom;
}
