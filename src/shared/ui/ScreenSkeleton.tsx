import styled from 'styled-components';
import { useT } from '@/shared/i18n/useT';
import { Skeleton } from './Skeleton';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The outline of a kind of screen, shown while its code or first data is on the way (docs/design-system.md,
 * "Loading"): where the screen's heading, rows, fields or result will stand, in the screen's own padding, so the
 * screen takes their place without the page jumping.
 *
 * - `list`: a heading, a line of text and rows (history, redeem's methods, the package list before its own);
 * - `form`: a heading and labelled fields with the action under them (account, verification, limits);
 * - `result`: an icon, a heading, a line of text and the way on, centred (a payment's or a redemption's result).
 */
export type ScreenSkeletonShape = 'list' | 'form' | 'result';

/**
 * The outline's frame: a screen's padding and spacing, or none of the padding inside a screen whose heading already
 * shows (`part`); centred for a result.
 */
const Frame = styled.div<{ $part: boolean; $centred: boolean }>`
  display: grid;
  gap: 16px;
  padding: ${({ $part }) => ($part ? '0' : '16px')};
  justify-items: ${({ $centred }) => ($centred ? 'center' : 'stretch')};
`;

const Field = styled.span`
  display: grid;
  gap: 6px;
  max-width: 560px;
`;

export interface ScreenSkeletonProps {
  shape?: ScreenSkeletonShape;
  /** What is loading, already translated; default `common.loading` (announced once, politely). */
  label?: string;
  /** Inside a screen whose heading already shows: no heading bar, no padding of its own. */
  part?: boolean;
}

export function ScreenSkeleton({ shape = 'list', label, part = false }: ScreenSkeletonProps) {
  const t = useT();
  const status = (
    <VisuallyHidden role="status" data-cashier-loading="">
      {label ?? t('common.loading')}
    </VisuallyHidden>
  );
  const heading = part ? null : <Skeleton width={220} height={28} />;
  return (
    <Frame $part={part} $centred={shape === 'result'} aria-busy="true" data-screen-skeleton={shape}>
      {status}
      {shape === 'result' && (
        <>
          <Skeleton width={56} height={56} radius="pill" />
          {part ? null : <Skeleton width={240} height={28} />}
          <Skeleton width="min(360px, 100%)" height={20} />
          <Skeleton width={200} height={44} />
        </>
      )}
      {shape === 'form' && (
        <>
          {heading}
          {[0, 1, 2].map((field) => (
            <Field key={field}>
              <Skeleton width={120} height={18} />
              <Skeleton width="100%" height={44} />
            </Field>
          ))}
          <Skeleton width={160} height={44} />
        </>
      )}
      {shape === 'list' && (
        <>
          {heading}
          <Skeleton width="min(420px, 100%)" height={20} />
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} width="100%" height={64} />
          ))}
        </>
      )}
    </Frame>
  );
}
