import { useEffect, type RefObject } from 'react';
import type { CashierHostFocusAttribute } from '@contracts/host/events';
import { getEventBus } from '@/shared/events/bus';

/** Host UI marked with this attribute (on it or an ancestor) may take focus while the cashier is open. */
const HOST_FOCUS_ATTRIBUTE: CashierHostFocusAttribute = 'data-cashier-host-focus';

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
 *
 * It yields to the host (docs/architecture.md, "A good neighbour"): focus may go to host UI the cashier asked for
 * (after `open-support-chat` or `open-auth-modal`, anything outside the cashier, until focus comes back in) and to
 * any host element marked `data-cashier-host-focus` (on it or an ancestor). While focus is there, Tab is the host's.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!container.contains(document.activeElement)) container.focus({ preventScroll: true });

    // The cashier asked the host for its own UI: the host's focus until it comes back into the cashier.
    let hostAsked = false;
    const bus = getEventBus();
    const askedHost = () => {
      hostAsked = true;
    };
    const stopListening = [bus.on('open-support-chat', askedHost), bus.on('open-auth-modal', askedHost)];
    const hostMayHave = (target: EventTarget | null) =>
      target instanceof Element &&
      target !== document.body &&
      target !== document.documentElement &&
      !container.contains(target) &&
      (hostAsked || target.closest(`[${HOST_FOCUS_ATTRIBUTE}]`) !== null);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || hostMayHave(document.activeElement)) return;
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
    // Focus that escapes by other means (a click on the host page, a script) is pulled back in, unless it went to
    // host UI the cashier yields to.
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Node)) return;
      if (container.contains(event.target)) hostAsked = false;
      else if (!hostMayHave(event.target)) container.focus({ preventScroll: true });
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
      stopListening.forEach((stop) => stop());
      clearTimeout(lostFocusTimer);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, containerRef]);
}
