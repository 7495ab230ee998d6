/**
 * Hides page scrolling while the cash overlay is open (docs/product/routes.md#page-scroll-lock), and on leave puts
 * the body back exactly as it found it: the same inline `overflow` (value and priority), or none, and no `style`
 * attribute if there was none. It leaves the lock on only while another modal dialog outside the cashier is open
 * and shown: a hidden one (a consent manager's `<div aria-modal="true" hidden>`) owns nothing.
 */
export function lockPageScroll(ownRoot: Element | null): () => void {
  const body = document.body;
  const hadStyle = body.hasAttribute('style');
  const value = body.style.getPropertyValue('overflow');
  const priority = body.style.getPropertyPriority('overflow');
  // `important`: a host stylesheet's `body { overflow: auto !important }` must not scroll the page behind us.
  body.style.setProperty('overflow', 'hidden', 'important');
  return () => {
    const otherModalShown = Array.from(document.querySelectorAll('[aria-modal="true"], dialog[open]')).some(
      (node) => (!ownRoot || !ownRoot.contains(node)) && isShown(node),
    );
    if (otherModalShown) return;
    if (value === '') body.style.removeProperty('overflow');
    else body.style.setProperty('overflow', value, priority);
    if (!hadStyle && body.getAttribute('style') === '') body.removeAttribute('style');
  };
}

/** Whether `node` is rendered: not `hidden`, not `display: none` (itself or an ancestor), not `visibility: hidden`. */
function isShown(node: Element): boolean {
  if (typeof node.checkVisibility === 'function') return node.checkVisibility({ visibilityProperty: true });
  // Browsers without checkVisibility (and jsdom): the same test by hand.
  for (let element: Element | null = node; element; element = element.parentElement) {
    if (element.hasAttribute('hidden') || getComputedStyle(element).display === 'none') return false;
  }
  return getComputedStyle(node).visibility !== 'hidden';
}
