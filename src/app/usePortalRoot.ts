import { useLayoutEffect, useState } from 'react';

/**
 * The cashier's own element under `<body>`: the overlay, popups, notifications and styled-components' style
 * tag all live inside it, so unmounting removes every node and style the cashier added to the page.
 * It is attached while the first render runs (styled-components needs a connected <style> to write CSS rules).
 */
export function usePortalRoot(zIndexBase: number): HTMLElement {
  const [root] = useState(() => {
    const element = document.createElement('div');
    element.setAttribute('data-cashier-root', '');
    document.body.appendChild(element);
    return element;
  });
  useLayoutEffect(() => {
    if (!root.isConnected) document.body.appendChild(root);
    return () => root.remove();
  }, [root]);
  useLayoutEffect(() => {
    root.style.position = 'relative';
    root.style.zIndex = String(zIndexBase);
  }, [root, zIndexBase]);
  return root;
}
