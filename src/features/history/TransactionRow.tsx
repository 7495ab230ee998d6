import { memo } from 'react';
import styled from 'styled-components';
import type { Transaction, TransactionStatus } from '@contracts/api/history';
import { formatMoney } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { token } from '@/shared/ui/theme';
import type { DefaultTheme } from 'styled-components';

/** Height of one row: the virtual list positions rows by it, so a row never grows past it. */
export const ROW_HEIGHT = 88;

/** The theme colour of each status's badge (docs/product/history.md, "Transaction statuses"). */
const STATUS_COLOUR: Record<TransactionStatus, keyof DefaultTheme> = {
  pending: 'colorWarning',
  closed: 'colorSuccess',
  canceled: 'colorTextMuted',
  denied: 'colorDanger',
};

const Item = styled.div`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 4px 12px;
  height: ${ROW_HEIGHT}px;
  padding: 8px 12px;
  border-bottom: 1px solid ${token('colorBorder')};
  overflow: hidden;
`;

const Line = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Meta = styled(Line)`
  color: ${token('colorTextMuted')};
  font-size: 14px;
`;

const Amount = styled.strong`
  justify-self: end;
`;

const Badge = styled.span<{ $status: TransactionStatus }>`
  justify-self: end;
  padding: 2px 8px;
  border: 1px solid currentColor;
  border-radius: ${token('radius')};
  color: ${({ $status, theme }) => theme[STATUS_COLOUR[$status]]};
  font-size: 14px;
  font-weight: 600;
`;

const Controls = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
`;

const Side = styled.span`
  display: flex;
  grid-column: 1 / -1;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

export interface TransactionRowProps {
  row: Transaction;
  onCancel: (row: Transaction) => void;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** One transaction (memoised: a scroll re-renders only the rows it brings in): direction, method (server text, shown as text), date, signed amount, status badge, Cancel when allowed. */
export const TransactionRow = memo(function TransactionRow({ row, onCancel }: TransactionRowProps) {
  const t = useT();
  const amount = formatMoney(row.amount, row.currency);
  const cancelable = row.cancelable && row.status === 'pending' && row.direction === 'out';
  return (
    <Item data-status={row.status}>
      <Line>
        {t(`history.direction.${row.direction}`)} · {row.method}
      </Line>
      <Amount>
        {row.direction === 'in' ? '+' : '−'}
        {amount}
      </Amount>
      <Side>
        <Meta>{dateFormat.format(new Date(row.createdAt))} UTC</Meta>
        <Controls>
          {cancelable && (
            <Button variant="link" aria-label={t('history.cancel.label', { amount })} onClick={() => onCancel(row)}>
              {t('history.cancel')}
            </Button>
          )}
          <Badge $status={row.status}>{t(`history.status.${row.status}`)}</Badge>
        </Controls>
      </Side>
    </Item>
  );
});
