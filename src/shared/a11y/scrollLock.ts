/**
 * Hides page scrolling while the cash overlay is open (docs/product/routes.md#page-scroll-lock). Restores the page's own value on leave,
 * unless another modal dialog outside the cashier is still open (it owns the lock then).
 */
export function lockPageScroll(ownRoot: Element | null): () => void {
  const body = document.body;
  const previous = body.style.overflow;
  body.style.overflow = 'hidden';
  return () => {
    const otherModalOpen = Array.from(document.querySelectorAll('[aria-modal="true"], dialog[open]')).some(
      (node) => !ownRoot || !ownRoot.contains(node),
    );
    if (!otherModalOpen) body.style.overflow = previous;
  };
}
