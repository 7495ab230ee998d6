import { createGlobalStyle } from 'styled-components';

/**
 * The cashier's isolation inside its shadow root (docs/adr/0004-shadow-root.md). The page's selectors do not
 * cross the shadow boundary; what still would is inherited values (font, colour, letter-spacing, `color-scheme`, …)
 * and the page's rules on the cashier's own element in the page. This sheet lives in the shadow root:
 *
 * - `:host` (that element) takes `all: initial` and its stacking, `!important`: an important declaration of the
 *   shadow tree beats the page's important ones on its host, whatever their specificity, and the page's inline
 *   styles. Nothing is inherited into the shadow tree then.
 * - The portal element sets the cashier's own font (px, so the page's `html { font-size }` does not scale it), text
 *   colour, `color-scheme` (the resolved one of the `colorScheme` prop: native controls draw in the cashier's
 *   scheme) and `accent-color`; below it the browser's defaults apply, as on a blank page.
 * - A focus ring for focusable elements without one of their own (native radios) at (0,1,1): above a component
 *   class that drops the outline (0,1,0), below the components' own `:focus-visible` rings (0,2,0). Form-field and
 *   link colours at the lowest specificity, so the components' classes win.
 * - No ring on what only a script focuses (`tabindex="-1"`: a heading after a step, a popup's frame): a ring
 *   tells a keyboard user what a key press would operate, and these operate nothing (the browser's own
 *   `:focus-visible` draws one after a deep link, where no pointer was used).
 */
export const StyleIsolation = createGlobalStyle`
  :host {
    all: initial !important;
    display: block !important;
    position: relative !important;
    z-index: ${({ theme }) => theme.zIndexBase} !important;
  }
  [data-cashier-portal] {
    display: block;
    font: 16px/1.5 ${({ theme }) => theme.fontFamily};
    color: ${({ theme }) => theme.colorText};
    color-scheme: ${({ theme }) => theme.colorScheme};
    accent-color: ${({ theme }) => theme.colorPrimary};
  }
  :where([data-cashier-portal]) :not(svg, svg *) {
    box-sizing: border-box;
  }
  div:where([data-cashier-portal]) :where(:not([tabindex='-1'])):focus-visible {
    outline: 3px solid ${({ theme }) => theme.colorFocus};
    outline-offset: 2px;
  }
  :where([data-cashier-portal]) [tabindex='-1']:focus {
    outline: none;
  }
  :where([data-cashier-portal]) :is(input, select, textarea) {
    background-color: ${({ theme }) => theme.colorSurface};
    color: ${({ theme }) => theme.colorText};
  }
  :where([data-cashier-portal]) a {
    color: ${({ theme }) => theme.colorPrimary};
  }
`;
