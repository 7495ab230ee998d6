import styled, { keyframes } from 'styled-components';
import { useT } from '@/shared/i18n/useT';
import { VisuallyHidden } from './VisuallyHidden';
import { token } from './theme';

export interface SpinnerProps {
  /** What is loading, already translated; default `common.loading`. */
  label?: string;
  /** Diameter in px. Default 32. */
  size?: number;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const Ring = styled.span<{ $size: number }>`
  display: block;
  box-sizing: border-box;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid ${token('colorBorder')};
  border-top-color: ${token('colorPrimary')};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/**
 * A loading indicator announced politely (`role="status"`) with a text label. `data-cashier-loading` marks it for
 * the fault matrix, which reads a screen only once no loader shows (test/faults/README.md#lost).
 */
export function Spinner({ label, size = 32 }: SpinnerProps) {
  const t = useT();
  return (
    <Wrapper role="status" data-cashier-loading="">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>
    </Wrapper>
  );
}
