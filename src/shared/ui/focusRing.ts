import { css } from 'styled-components';
import { token } from './theme';

/**
 * The one focus indicator of the kit: shown for keyboard focus only (`:focus-visible`), offset so it
 * sits on the surface and keeps 3:1 contrast even around a primary-coloured control.
 */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
`;
