/**
 * The cashier's place in a page (docs/adr/0004-shadow-root.md): its own element (`[data-cashier-root]`) with an
 * open shadow root, and in it the element everything of the cashier renders into (`[data-cashier-portal]`: the
 * overlay, popups, notifications) next to its style tag. No selector of the page crosses the shadow boundary, and
 * StyleIsolation's `:host` rule cuts what would be inherited through it.
 */
export interface CashierDom {
  /** The cashier's element in the page (light DOM): what the page sees, and removes on unmount. */
  host: HTMLElement;
  /** Its open shadow root: where the style tag goes (styled-components' `target`). */
  shadowRoot: ShadowRoot;
  /** The element inside the shadow root that React portals render into. */
  root: HTMLElement;
}

/**
 * Makes the cashier's element, its shadow root and its portal element, detached from the page. `modal`: the
 * element is focusable from script (`tabIndex = -1`): a page that gives focus back to what `document.activeElement`
 * was (the cashier's element, while focus was inside) gives it to the cashier, whose focus trap keeps it inside. A
 * negative tabindex also takes the shadow tree out of the page's Tab order, which only a modal may do (its focus
 * trap moves focus in); the design page's kit root is not modal.
 */
export function createCashierDom({ modal = false }: { modal?: boolean } = {}): CashierDom {
  const doc = document;
  const host = doc.createElement('div');
  host.setAttribute('data-cashier-root', '');
  if (modal) host.tabIndex = -1;
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const root = doc.createElement('div');
  root.setAttribute('data-cashier-portal', '');
  shadowRoot.append(root);
  return { host, shadowRoot, root };
}
