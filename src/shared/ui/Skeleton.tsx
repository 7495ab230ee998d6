import styled, { keyframes } from 'styled-components';
import { token } from './theme';

const pulse = keyframes`
  to { opacity: 0.5; }
`;

export type SkeletonRadius = 'small' | 'medium' | 'large' | 'pill';

const radiusToken = {
  small: 'radiusSmall',
  medium: 'radius',
  large: 'radiusLarge',
  pill: 'radiusPill',
} as const;

const Block = styled.span<{ $radius: SkeletonRadius }>`
  display: block;
  flex: none;
  max-width: 100%;
  border-radius: ${(props) => token(radiusToken[props.$radius])(props)};
  background: ${token('colorSkeleton')};
  animation: ${pulse} 0.9s ${token('easingStandard')} infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface SkeletonProps {
  /** px, or a CSS length such as `100%`: the width of what will arrive. */
  width: number | string;
  /** px, or a CSS length: the height of what will arrive. */
  height: number | string;
  /** A radius token. Default `medium`. */
  radius?: SkeletonRadius;
}

const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder that reserves the exact box of what will arrive (so the layout does not shift when it does). It is
 * hidden from assistive technology: the screen announces its loading state once (a Spinner's status, or
 * `aria-busy` on the region). It pulses gently, and holds still under `prefers-reduced-motion`.
 */
export function Skeleton({ width, height, radius = 'medium' }: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      data-skeleton=""
      style={{ width: length(width), height: length(height) }}
      $radius={radius}
    />
  );
}
