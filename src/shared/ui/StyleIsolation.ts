import { createGlobalStyle } from 'styled-components';

/**
 * The cashier's scoped reset (docs/adr/0003-style-isolation.md): what the host page's CSS can reach of the
 * cashier's tree is set here, once, in the cashier's own style tag. Every selector starts at the cashier's root
 * element, so nothing here styles the host page.
 *
 * - The root drops every inherited value (`all: initial`: colour, font, font-size from `rem`, line-height,
 *   letter-spacing, color-scheme, …) and sets its own in px.
 * - Every element below it (SVG aside: `revert` would drop its presentation attributes) goes back to the
 *   browser's defaults, which beats host type and `*` rules: specificity (0,0,2), between a host type selector
 *   (0,0,1) and a component class (0,1,0), so the cashier's own components still win whatever the order.
 * - The declarations the cashier holds even against a host `!important` rule (colour scheme: the resolved one of
 *   the `colorScheme` prop, so native controls draw in the cashier's scheme whatever the page's; form-field and link
 *   colours) are `!important` inside a cascade layer: a layered `!important` beats every unlayered `!important`,
 *   whatever its specificity. The limits are in the ADR.
 */
export const StyleIsolation = createGlobalStyle`
  html [data-cashier-root] {
    all: initial;
    display: block;
    font: 16px/1.5 ${({ theme }) => theme.fontFamily};
    color: ${({ theme }) => theme.colorText};
    accent-color: ${({ theme }) => theme.colorPrimary};
  }
  html :where([data-cashier-root]) :not(svg, svg *) {
    all: revert;
    box-sizing: border-box;
  }
  html :where([data-cashier-root]) :where(:not([tabindex='-1'])):focus-visible {
    outline: 3px solid ${({ theme }) => theme.colorFocus};
    outline-offset: 2px;
  }
  @layer cashier-isolation {
    html [data-cashier-root],
    html :where([data-cashier-root]) * {
      color-scheme: ${({ theme }) => theme.colorScheme} !important;
    }
    html :where([data-cashier-root]) :is(input, select, textarea) {
      background-color: ${({ theme }) => theme.colorSurface} !important;
      color: ${({ theme }) => theme.colorText} !important;
    }
    html :where([data-cashier-root]) a {
      color: ${({ theme }) => theme.colorPrimary} !important;
    }
  }
`;
