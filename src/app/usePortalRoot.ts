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
 * document. styled-components writes its first rules during that first render, while the element is still
 * detached: into a constructed sheet the shadow root adopts, which needs no connected element (cashierDom.ts,
 * `styleTargetFor`; a `<style>` in CSSOM mode would have no `sheet` yet, and styled-components would throw
 * "CSSStyleSheet could not be found": tried on 2026-11-30, test/bench/README.md). Its stacking (`position: relative`,
 * `z-index: zIndexBase`) is StyleIsolation's `:host` rule.
 */
export function usePortalRoot(): CashierDom {
  const [dom] = useState(() => createCashierDom({ modal: true }));
  useInsertionEffect(() => {
    document.body.appendChild(dom.host);
    return () => dom.host.remove();
  }, [dom]);
  return dom;
}
