import styled from 'styled-components';
import { formatMoney } from '@/shared/format/money';
import { token } from './theme';

export type AmountSize = 'small' | 'body' | 'lead' | 'title' | 'display';

const sizeToken = {
  small: 'fontSizeSmall',
  body: 'fontSizeBody',
  lead: 'fontSizeLead',
  title: 'fontSizeTitle',
  display: 'fontSizeDisplay',
} as const;

const Value = styled.span<{ $size: AmountSize }>`
  font-size: ${(props) => token(sizeToken[props.$size])(props)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
  white-space: nowrap;
`;

export interface AmountProps {
  value: number;
  /** ISO 4217 code, shown after the number (`10.00 USD`: the cashier's one money style). */
  currency: string;
  /** A step of the type scale. Default `body`. */
  size?: AmountSize;
}

/** Money on screen: formatted by `formatMoney` (docs/product/constants.md#money-and-coins-format), never wrapped. */
export function Amount({ value, currency, size = 'body' }: AmountProps) {
  return <Value $size={size}>{formatMoney(value, currency)}</Value>;
}
