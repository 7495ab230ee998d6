import { createGlobalStyle } from 'styled-components';
import { tokens } from './tokens';

/** Page-level styles of the demo host (the host owns its page; the cashier must not add any). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: ${tokens.page};
    color: ${tokens.text};
    font-family: ${tokens.font};
    line-height: 1.5;
  }
  a { color: ${tokens.link}; }
  :focus-visible {
    outline: 3px solid ${tokens.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
