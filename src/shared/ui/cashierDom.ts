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
  /**
   * Where styled-components writes the cashier's rules (StyleSheetManager's `target`): into a constructed style sheet
   * the shadow root adopts, rule by rule, where the browser has them (`cssom`); else into the shadow root itself, as
   * text (`cssom` false: pass `disableCSSOMInjection`). See `styleTargetFor`.
   */
  styles: CashierStyles;
}

/** styled-components' `target` for the cashier's rules, and whether they go in through the CSSOM (`styleTargetFor`). */
export interface CashierStyles {
  target: ShadowRoot;
  cssom: boolean;
}

/** What styled-components asks of its target: its style tags (to add after the last, or to rehydrate) and a new one. */
interface StyleTarget {
  querySelectorAll(selectors: string): NodeListOf<Element>;
  insertBefore<T extends Node>(node: T, child: Node | null): T;
  getRootNode(): Node;
}

/**
 * styled-components' target for the cashier's rules in `shadowRoot` (docs/architecture.md, "Opening fast").
 *
 * Written as text (a `<style>` of text nodes, styled-components' `disableCSSOMInjection`), every rule added while the
 * cashier is in the page makes the browser parse the whole tag again and restyle the shadow tree: in a cold open, the
 * package list's first render spent 65 ms of its 145 ms task at 4× CPU in those inserts (test/bench/README.md, "The
 * style tag's re-parse"). Added with `insertRule`, a rule costs only itself. styled-components' CSSOM mode reads its
 * new tag's `sheet` at once, and the tag has none while the cashier's element is detached, which it is during its
 * first render (usePortalRoot.ts). A constructed sheet has no such need.
 *
 * So the target is the shadow root with one change: each `<style>` styled-components puts in it gets, as its
 * `sheet`, a constructed sheet the shadow root adopts. In CSSOM mode (styled-components' production build) every
 * rule goes there and the tag stays empty; the adopted sheet keeps its rules if the page moves the element. In text
 * mode (its development build, where a host's shared copy may run) the rules are text in the tag as before, and the
 * adopted sheet stays empty. Where the browser cannot adopt sheets (jsdom; Safari before 16.4), the target is the
 * shadow root.
 */
export function styleTargetFor(shadowRoot: ShadowRoot): CashierStyles {
  if (!('adoptedStyleSheets' in shadowRoot)) return { target: shadowRoot, cssom: false };
  const target: StyleTarget = {
    querySelectorAll: (selectors) => shadowRoot.querySelectorAll(selectors),
    // A sheet per tag, adopted after the earlier ones: styled-components makes a new tag (after the last) for each of
    // its sheets (a new `nonce` makes one), and each keeps its rules by index in its own tag.
    insertBefore(node, child) {
      const sheet = new CSSStyleSheet();
      shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet];
      Object.defineProperty(node, 'sheet', { value: sheet });
      return shadowRoot.insertBefore(node, child);
    },
    // Where styled-components looks for server-rendered tags to take over: this shadow root, never the page.
    getRootNode: () => shadowRoot,
  };
  // Cast: styled-components types its target as an element or a shadow root, and uses only the members above.
  return { target: target as unknown as ShadowRoot, cssom: true };
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
  return { host, shadowRoot, root, styles: styleTargetFor(shadowRoot) };
}
