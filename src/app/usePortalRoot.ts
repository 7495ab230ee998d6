import { useInsertionEffect, useLayoutEffect, useState } from 'react';

/**
 * The cashier's own element under `<body>`: the overlay, popups, notifications and styled-components' style
 * tag all live inside it, so unmounting removes every node and style the cashier added to the page.
 *
 * Rendering has no side effect: the element is created detached (a render React throws away, as StrictMode's
 * double render or a suspended first render does, leaves nothing in the page) and attached in an insertion
 * effect, which runs before any layout effect of the cashier's own components, so they always find it in the
 * document. StrictMode's development-only unmount and remount detach and re-attach the same element; the style
 * tag keeps its rules through that because CashierRoot writes them as text (`disableCSSOMInjection`): rules
 * added through the CSSOM would be dropped by the browser when the tag leaves the document.
 */
export function usePortalRoot(zIndexBase: number): HTMLElement {
  const [root] = useState(() => {
    const element = document.createElement('div');
    element.setAttribute('data-cashier-root', '');
    return element;
  });
  useInsertionEffect(() => {
    document.body.appendChild(root);
    return () => root.remove();
  }, [root]);
  useLayoutEffect(() => {
    root.style.position = 'relative';
    root.style.zIndex = String(zIndexBase);
  }, [root, zIndexBase]);
  return root;
}
