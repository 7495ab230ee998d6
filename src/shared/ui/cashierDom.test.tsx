import { render } from '@testing-library/react';
import type * as Styled from 'styled-components';
import { createCashierDom, styleTargetFor, type CashierStyles } from './cashierDom';

/**
 * styled-components as a host's copy may run: its production build writes rules with `insertRule` (CSSOM mode),
 * its development build as text. It picks once, when it loads, from the global `SC_DISABLE_SPEEDY`.
 */
function loadStyled(cssom: boolean): typeof Styled {
  let styled: typeof Styled | undefined;
  const global = globalThis as { SC_DISABLE_SPEEDY?: boolean };
  global.SC_DISABLE_SPEEDY = !cssom;
  const react = jest.requireActual<object>('react');
  jest.isolateModules(() => {
    // The page's one React, not a fresh copy: a second React would not render its hooks.
    jest.doMock('react', () => react);
    styled = jest.requireActual<typeof Styled>('styled-components');
  });
  delete global.SC_DISABLE_SPEEDY;
  if (!styled) throw new Error('styled-components did not load');
  return styled;
}

/** A detached shadow root that can adopt sheets, as in Chromium (jsdom has constructed sheets, not adoption). */
function adoptingShadowRoot(): ShadowRoot {
  const shadowRoot = document.createElement('div').attachShadow({ mode: 'open' });
  Object.defineProperty(shadowRoot, 'adoptedStyleSheets', { value: [], writable: true });
  return shadowRoot;
}

const rulesOf = (sheet: CSSStyleSheet | undefined) => [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText);

/** Renders a styled box into `styles.target` with `nonce`; returns its rerender (another nonce) and its class. */
function renderBox(styled: typeof Styled, styles: CashierStyles) {
  const Box = styled.default.div`
    color: rgb(1, 2, 3);
  `;
  const tree = (nonce: string) => (
    <styled.StyleSheetManager target={styles.target} nonce={nonce} disableCSSOMInjection={!styles.cssom}>
      <Box>styled</Box>
    </styled.StyleSheetManager>
  );
  const { container, rerender } = render(tree('first'));
  const className = [...(container.querySelector('div')?.classList ?? [])].at(-1) ?? '';
  return { className, withNonce: (nonce: string) => rerender(tree(nonce)) };
}

describe('styleTargetFor where the shadow root can adopt sheets', () => {
  it("puts styled-components' rules into an adopted sheet, one insertRule each, while the element is detached", () => {
    const shadowRoot = adoptingShadowRoot();
    const styles = styleTargetFor(shadowRoot);
    expect(styles.cssom).toBe(true);

    const { className } = renderBox(loadStyled(true), styles);
    expect(shadowRoot.adoptedStyleSheets).toHaveLength(1);
    const rules = rulesOf(shadowRoot.adoptedStyleSheets[0]);
    expect(rules.some((rule) => rule.startsWith(`.${className}`) && rule.includes('rgb(1, 2, 3)'))).toBe(true);
    // The tag styled-components made is in the shadow root with the nonce, empty: nothing for the browser to parse.
    const tag = shadowRoot.querySelector('style');
    expect(tag?.textContent).toBe('');
    expect(tag?.getAttribute('nonce')).toBe('first');
    expect(shadowRoot.host.isConnected).toBe(false);
  });

  it('gives each tag styled-components makes a sheet of its own, after the earlier ones (a new nonce makes one)', () => {
    const shadowRoot = adoptingShadowRoot();
    const { className, withNonce } = renderBox(loadStyled(true), styleTargetFor(shadowRoot));
    const [first] = shadowRoot.adoptedStyleSheets;
    const before = rulesOf(first);
    withNonce('second');
    expect(shadowRoot.querySelectorAll('style')).toHaveLength(2);
    expect(shadowRoot.adoptedStyleSheets).toHaveLength(2);
    expect(shadowRoot.adoptedStyleSheets[0]).toBe(first);
    // The first sheet is as it was; the new one has the box's rule again, at its own indexes.
    expect(rulesOf(first)).toEqual(before);
    expect(rulesOf(shadowRoot.adoptedStyleSheets[1]).some((rule) => rule.startsWith(`.${className}`))).toBe(true);
  });

  it("keeps a development build's rules as text in the tag (its adopted sheet stays empty)", () => {
    const shadowRoot = adoptingShadowRoot();
    const { className } = renderBox(loadStyled(false), styleTargetFor(shadowRoot));
    expect(shadowRoot.querySelector('style')?.textContent).toContain(`.${className}{color:rgb(1, 2, 3);}`);
    expect(rulesOf(shadowRoot.adoptedStyleSheets[0])).toEqual([]);
  });

  it('keeps the sheets the shadow root adopted before', () => {
    const shadowRoot = adoptingShadowRoot();
    const earlier = new CSSStyleSheet();
    shadowRoot.adoptedStyleSheets = [earlier];
    renderBox(loadStyled(true), styleTargetFor(shadowRoot));
    expect(shadowRoot.adoptedStyleSheets).toHaveLength(2);
    expect(shadowRoot.adoptedStyleSheets[0]).toBe(earlier);
  });
});

describe('styleTargetFor where sheets cannot be adopted (jsdom as it is; Safari before 16.4)', () => {
  it('targets the shadow root, with the rules as text', () => {
    const dom = createCashierDom();
    expect(dom.styles).toEqual({ target: dom.shadowRoot, cssom: false });
    const { className } = renderBox(loadStyled(true), dom.styles);
    expect(dom.shadowRoot.querySelector('style')?.textContent).toContain(`.${className}{color:rgb(1, 2, 3);}`);
  });
});
