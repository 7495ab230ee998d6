import { useId, type ReactNode } from 'react';
import type { RedeemMethod } from '@/features/redeem/api';
import { formatMoney } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import styled from 'styled-components';
import { Heading, Muted } from '@/shared/ui/layout';

/** The method's title, limits and form one under another, with the kit's room between them. */
const Frame = styled.section`
  display: grid;
  gap: 12px;
`;

export interface MethodFrameProps {
  method: RedeemMethod;
  currency: string;
  children: ReactNode;
}

/**
 * The frame of a payout method's form: its title, limits and fee (before the player confirms), then the content. The
 * way back to the list is the header's Back (the method is in the URL: redeemMethodPath).
 */
export function MethodFrame({ method, currency, children }: MethodFrameProps) {
  const t = useT();
  const headingId = useId();
  const min = formatMoney(method.minAmount, currency);
  const limits =
    method.maxAmount === null
      ? t('redeem.method.limits.min', { min })
      : t('redeem.method.limits.range', { min, max: formatMoney(method.maxAmount, currency) });
  return (
    <Frame aria-labelledby={headingId}>
      <Heading id={headingId}>{method.title}</Heading>
      <Muted>{limits}</Muted>
      {method.fee !== null && <Muted>{t('redeem.method.fee', { fee: formatMoney(method.fee, currency) })}</Muted>}
      {children}
    </Frame>
  );
}
