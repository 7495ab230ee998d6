import { useEffect, type RefObject } from 'react';
import type { CashierHostFocusAttribute } from '@contracts/host/events';
import { getEventBus } from '@/shared/events/bus';
import { eventOrigin, focusedElement } from './shadowFocus';

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
    // Read through shadow roots (shadowFocus.ts): the container lives in the cashier's, the opener may be anywhere.
    const focused = focusedElement();
    const opener = focused instanceof HTMLElement ? focused : null;
    if (!container.contains(focused)) container.focus({ preventScroll: true });

    // The cashier asked the host for its own UI: the host's focus until it comes back into the cashier.
    let hostAsked = false;
    // What had focus in the cashier when it asked: the host UI takes focus from it.
    let askedFrom: Element | null = null;
    const bus = getEventBus();
    const askedHost = () => {
      hostAsked = true;
      askedFrom = focusedElement();
    };
    const stopListening = [bus.on('open-support-chat', askedHost), bus.on('open-auth-modal', askedHost)];
    // The cashier's own element in the page (its shadow root's host), when the container is inside one.
    const rootNode = container.getRootNode();
    const shadowHost = rootNode instanceof ShadowRoot && rootNode.host instanceof HTMLElement ? rootNode.host : null;
    const hostMayHave = (target: EventTarget | null): boolean =>
      target instanceof Element &&
      target !== document.body &&
      target !== shadowHost &&
      target !== document.documentElement &&
      !container.contains(target) &&
      (hostAsked || target.closest(`[${HOST_FOCUS_ATTRIBUTE}]`) !== null);

    const onKeyDown = (event: KeyboardEvent) => {
      const current = focusedElement();
      if (event.key !== 'Tab' || hostMayHave(current)) return;
      const items = focusables(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
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
    // The control inside that had focus last: where focus goes back when the page focuses the cashier's element.
    let lastInside: HTMLElement | null = opener && container.contains(opener) ? opener : null;
    const onFocusIn = (event: FocusEvent) => {
      const target = eventOrigin(event);
      // The cashier's own element taking focus is onHostFocus's business.
      if (!(target instanceof Node) || target === shadowHost) return;
      if (container.contains(target)) {
        hostAsked = false;
        if (target instanceof HTMLElement) lastInside = target;
      } else if (!hostMayHave(target)) container.focus({ preventScroll: true });
    };
    // A host that gives focus back to what `document.activeElement` was when it took it (a chat widget closing)
    // focuses the cashier's element in the page (cashierDom.ts makes it focusable for this). Where the browser
    // fires that focus at the element, pass it on to the control that had it; where it does not (Chromium, when the
    // shadow root still holds a focused element), focus is inside already and the trap holds it.
    const onHostFocus = (event: FocusEvent) => {
      if (eventOrigin(event) !== shadowHost) return;
      const target = lastInside?.isConnected && container.contains(lastInside) ? lastInside : container;
      target.focus({ preventScroll: true });
    };
    // When the focused control is removed (a button replaced by an error), focus drops to <body> with no
    // focusin to catch; bring it back to the dialog so Tab and screen readers stay inside.
    let lostFocusTimer: ReturnType<typeof setTimeout> | undefined;
    const onFocusOut = (event: FocusEvent) => {
      // Focus leaves something else inside than what it left for the host UI: it came back in since (a host may give
      // it back without an event the trap sees), so the host's turn is over.
      if (hostAsked && eventOrigin(event) !== askedFrom) hostAsked = false;
      if (event.relatedTarget !== null) return;
      clearTimeout(lostFocusTimer);
      lostFocusTimer = setTimeout(() => {
        const now = focusedElement();
        if (now === null || now === document.body || now === shadowHost) container.focus({ preventScroll: true });
      }, 0);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    shadowHost?.addEventListener('focus', onHostFocus);
    return () => {
      stopListening.forEach((stop) => stop());
      clearTimeout(lostFocusTimer);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
      shadowHost?.removeEventListener('focus', onHostFocus);
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, containerRef]);
}
