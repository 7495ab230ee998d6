import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { token } from './theme';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning';

const toneColor = {
  neutral: token('colorTextMuted'),
  accent: token('colorPrimary'),
  success: token('colorSuccess'),
  warning: token('colorWarning'),
} as const;

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  width: fit-content;
  padding: 1px ${token('space2')};
  border: 1px solid;
  border-radius: ${token('radiusPill')};
  background: ${token('colorSurface')};
  font-size: ${token('fontSizeSmall')};
  font-weight: 600;
  line-height: 20px;
  white-space: nowrap;
  ${({ $tone }) => css`
    color: ${toneColor[$tone]};
  `}
`;

export interface BadgeProps {
  /** neutral (default), accent, success or warning. The tone only colours the label: the words carry the meaning. */
  tone?: BadgeTone;
  children: ReactNode;
}

/**
 * A small label ("Best value", "Pending"): tone-coloured text and border on the surface, so every tone keeps
 * 4.5:1 in both schemes (the tone colours are held to it on both surfaces, theme.test.ts).
 */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <StyledBadge $tone={tone}>{children}</StyledBadge>;
}
