import styled from 'styled-components';
import { token } from '@/shared/ui/theme';

const Svg = styled.svg`
  width: 64px;
  height: 64px;
  color: ${token('colorWarning')};
`;

/** The action-required picture: decorative (the heading says it), coloured with the theme's warning token. */
export function ActionRequiredImage() {
  return (
    <Svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="4" />
      <rect x="29" y="14" width="6" height="24" rx="3" fill="currentColor" />
      <circle cx="32" cy="47" r="4" fill="currentColor" />
    </Svg>
  );
}
