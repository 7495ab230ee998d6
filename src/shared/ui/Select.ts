import styled from 'styled-components';
import { focusRing } from './focusRing';
import { token } from './theme';

/**
 * The kit's select (docs/design-system.md, "Fields"): the text field's box (44 px, 2 px border, the kit's radius) with
 * the kit's chevron instead of the platform's, so it matches the fields around it in both schemes.
 */
export const Select = styled.select`
  min-height: 44px;
  width: 100%;
  padding: 0 40px 0 12px;
  border: 2px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorSurface')}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 6 8 10.5 12.5 6' fill='none' stroke='%23888' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
    no-repeat right 14px center;
  color: ${token('colorText')};
  font: inherit;
  appearance: none;
  ${focusRing}
`;
