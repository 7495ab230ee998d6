import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * The elements Tab reaches, in order: a control taken out of the order (`tabindex="-1"`, such as the unselected
 * tabs of a roving tablist) is not one, so it can never be taken for the last stop of the dialog.
 */
function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (node) =>
      node.tabIndex >= 0 &&
      !node.hasAttribute('inert') &&
      node.getAttribute('aria-hidden') !== 'true' &&
      node.getClientRects().length > 0,
  );
}

/**
 * Modal focus handling: moves focus into the container when it activates, keeps Tab and Shift+Tab inside,
 * and gives focus back to whatever had it before (the host's opener) when it deactivates.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!container.contains(document.activeElement)) container.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === container)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first?.focus();
      } else if (current instanceof Node && !container.contains(current)) {
        event.preventDefault();
        first?.focus();
      }
    };
    // Focus that escapes by other means (a click on the host page, a script) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) container.focus({ preventScroll: true });
    };
    // When the focused control is removed (a button replaced by an error), focus drops to <body> with no
    // focusin to catch; bring it back to the dialog so Tab and screen readers stay inside.
    let lostFocusTimer: ReturnType<typeof setTimeout> | undefined;
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null) return;
      clearTimeout(lostFocusTimer);
      lostFocusTimer = setTimeout(() => {
        if (document.activeElement === document.body || document.activeElement === null)
          container.focus({ preventScroll: true });
      }, 0);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(lostFocusTimer);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, containerRef]);
}
