import { buildQueries, getQueriesForElement, prettyDOM, queries } from '@testing-library/dom';

/*
 * Testing Library's `screen`, looking into the cashier's shadow root (docs/adr/0004-shadow-root.md,
 * docs/testing.md "Unit tests"). The cashier renders into an open shadow root under its own element
 * (`[data-cashier-root]`), where `document.body`'s queries do not reach. These queries search the body and the
 * shadow root of every cashier in the page, so a test reads the screen as the player sees it: the host's links and
 * the cashier's dialog alike. `within(element)` needs nothing special: an element's own subtree is searched either way.
 */

/** The document's body and the shadow root of each cashier element in it. */
function searchRoots(): ParentNode[] {
  const shadows = Array.from(document.querySelectorAll('[data-cashier-root]'), (host) => host.shadowRoot).filter(
    (root): root is ShadowRoot => root !== null,
  );
  return [document.body, ...shadows];
}

/** What failed queries print: the body, then each shadow root's tree. */
function dump(): string {
  const [body, ...shadows] = searchRoots();
  const print = (element: Element) => String(prettyDOM(element, 20_000));
  return [
    `<body>\n${print(body as Element)}`,
    ...shadows.map((root) => `#shadow-root\n${Array.from((root as ShadowRoot).children, print).join('\n')}`),
  ].join('\n\n');
}

const describeArgs = (args: unknown[]) =>
  args.map((arg) => (arg instanceof RegExp ? String(arg) : JSON.stringify(arg))).join(', ');

/** The kinds of query Testing Library has: `…ByRole`, `…ByLabelText`, … */
const KINDS = ['Role', 'LabelText', 'PlaceholderText', 'Text', 'DisplayValue', 'AltText', 'Title', 'TestId'] as const;

type QueryAll = (container: HTMLElement, ...args: unknown[]) => HTMLElement[];

/**
 * Every query of Testing Library (`queryAllByRole`, `getByRole`, `findByRole`, …), each over all the search roots:
 * the queryAllBy… of each kind runs in every root, and the get/find variants are built from it as Testing Library
 * builds its own (`buildQueries`), with errors that print the shadow roots too.
 */
const deepQueries = Object.fromEntries(
  KINDS.flatMap((kind) => {
    const queryAll = queries[`queryAllBy${kind}`] as unknown as QueryAll;
    const all: QueryAll = (_container, ...args) =>
      searchRoots().flatMap((root) => queryAll(root as HTMLElement, ...args));
    const [queryBy, getAllBy, getBy, findAllBy, findBy] = buildQueries(
      all,
      (_container, ...args) => `Found multiple elements by ${kind}: ${describeArgs(args)}\n\n${dump()}`,
      (_container, ...args) => `Unable to find an element by ${kind}: ${describeArgs(args)}\n\n${dump()}`,
    );
    return [
      [`queryAllBy${kind}`, all],
      [`queryBy${kind}`, queryBy],
      [`getAllBy${kind}`, getAllBy],
      [`getBy${kind}`, getBy],
      [`findAllBy${kind}`, findAllBy],
      [`findBy${kind}`, findBy],
    ];
  }),
) as unknown as typeof queries;

/** `screen` through the cashier's shadow root: Testing Library's queries, bound to the whole page. */
export const screen = {
  ...getQueriesForElement(document.body, deepQueries),
  /** Prints the body and every cashier shadow root. */
  debug: () => console.log(dump()),
};

/** The shadow root of the (first) cashier in the page: its style tag and rendered tree; null when none is mounted. */
export const cashierShadowRoot = (): ShadowRoot | null =>
  document.querySelector('[data-cashier-root]')?.shadowRoot ?? null;

/**
 * The value the cashier's sheet (its style tag in the shadow root) gives `property` on `element` through the
 * element's own classes, as written (the last rule wins). jsdom's getComputedStyle goes stale when a shadow
 * root's sheet changes, and jsdom shows no global rules of styled-components: this reads the component rules.
 */
export function declaredStyle(element: Element, property: string): string {
  const root = element.getRootNode();
  if (!(root instanceof ShadowRoot)) throw new Error('the element is not inside the cashier shadow root');
  const css = Array.from(root.querySelectorAll('style'), (style) => style.textContent ?? '').join('');
  let value = '';
  for (const name of Array.from(element.classList)) {
    for (const [, body = ''] of css.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g'))) {
      const found = [...body.matchAll(new RegExp(`(?:^|;)${property}:([^;]+)`, 'g'))].at(-1)?.[1];
      if (found) value = found;
    }
  }
  return value;
}

/** Every element matching `selector` in the page, the cashier's shadow roots included. */
export const queryAllInPage = (selector: string): Element[] =>
  searchRoots().flatMap((root) => Array.from(root.querySelectorAll(selector)));

/** The first element matching `selector` in the page, the cashier's shadow roots included; null when none. */
export const queryInPage = (selector: string): Element | null => queryAllInPage(selector)[0] ?? null;

/** The page's text as the player reads it: the body's, then each cashier's. */
export const pageText = (): string =>
  searchRoots()
    .map((root) => root.textContent ?? '')
    .join('\n');

/**
 * Calls `onChange` on every DOM change of the page, inside the cashier's shadow roots too (an observer of the body
 * does not see into them), including a cashier mounted later. Returns the disconnect.
 */
export function observePage(onChange: () => void, options: MutationObserverInit = {}): () => void {
  const observed = new Set<Node>();
  const watchRoots = () => {
    for (const root of searchRoots()) {
      if (observed.has(root)) continue;
      observed.add(root);
      observer.observe(root, { ...options, childList: true, subtree: true });
    }
  };
  const observer = new MutationObserver(() => {
    watchRoots();
    onChange();
  });
  watchRoots();
  return () => observer.disconnect();
}
