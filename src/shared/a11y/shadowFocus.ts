/*
 * Focus and events across the cashier's shadow boundary (docs/adr/0004-shadow-root.md): outside its shadow root,
 * `document.activeElement` and an event's `target` are the cashier's host element, not what is focused or was
 * clicked inside. These read through open shadow roots.
 */

/** The element that has focus, inside open shadow roots too; null when nothing has. */
export function focusedElement(doc: Document = document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Where the event really happened: its first target inside open shadow roots (`event.target` is retargeted). */
export function eventOrigin(event: Event): EventTarget | null {
  return event.composedPath()[0] ?? event.target;
}
