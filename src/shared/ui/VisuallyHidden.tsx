import styled from 'styled-components';

/**
 * Text for screen readers only: hidden visually but kept in the accessibility tree
 * (unlike `display: none`), e.g. a status word next to a decorative icon.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
