import { memo } from 'react';
import styled from 'styled-components';
import type { Transaction, TransactionStatus } from '@contracts/api/history';
import { formatMoney } from '@/shared/format/money';
import { formatDateTime } from '@/shared/format/date';
import { useI18n } from '@/shared/i18n/useI18n';
import { Button } from '@/shared/ui/Button';
import { token } from '@/shared/ui/theme';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import type { DefaultTheme } from 'styled-components';

/**
 * Height of one row: the virtual list positions rows by it, so a row never grows past it. Three lines, each with room
 * for its whole text at 375 px: direction and amount; method and status; date and Cancel (a 44 px target).
 */
export const ROW_HEIGHT = 116;

/** The theme colour of each status's badge (docs/product/history.md, "Transaction statuses"). */
const STATUS_COLOUR: Record<TransactionStatus, keyof DefaultTheme> = {
  pending: 'colorWarning',
  closed: 'colorSuccess',
  canceled: 'colorTextMuted',
  denied: 'colorDanger',
};

/** Denied and canceled: no money moved (docs/product/history.md). */
const notMoved = (status: TransactionStatus) => status === 'denied' || status === 'canceled';

const Item = styled.div`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-rows: 24px 24px 44px;
  align-items: center;
  gap: 2px 12px;
  height: ${ROW_HEIGHT}px;
  padding: 8px 12px;
  border-bottom: 1px solid ${token('colorBorder')};
  overflow: hidden;
`;

const Line = styled.span`
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Meta = styled(Line)`
  color: ${token('colorTextMuted')};
  font-size: 14px;
`;

const Amount = styled.strong<{ $notMoved: boolean }>`
  justify-self: end;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  ${({ $notMoved, theme }) =>
    $notMoved &&
    `
    color: ${theme.colorTextMuted};
    font-weight: 400;
    text-decoration: line-through;
  `}
`;

const Badge = styled.span<{ $status: TransactionStatus }>`
  justify-self: end;
  padding: 0 8px;
  border: 1px solid currentColor;
  border-radius: ${token('radius')};
  color: ${({ $status, theme }) => theme[STATUS_COLOUR[$status]]};
  font-size: 14px;
  font-weight: 600;
  line-height: 20px;
  white-space: nowrap;
`;

/** The date and Cancel share the last line across both columns, so the date keeps all the width Cancel leaves. */
const Last = styled.span`
  display: flex;
  grid-column: 1 / -1;
  align-items: center;
  justify-content: space-between;
  gap: 4px;
  min-width: 0;
`;

/** Next to Cancel at 375 px the date may take two lines of the 44 px line rather than be cut. */
const DateText = styled(Meta)`
  white-space: normal;
  line-height: 18px;
`;

const CancelButton = styled(Button)`
  flex: none;
  min-width: 44px;
  padding: 0 8px;
`;

export interface TransactionRowProps {
  row: Transaction;
  onCancel: (row: Transaction) => void;
}

/**
 * One transaction (memoised: a scroll re-renders only the rows it brings in): direction and signed amount, method
 * (server text, shown as text) and status, date in the player's time zone and Cancel when allowed. A denied or
 * canceled amount is muted and struck through, and says "not moved" to a screen reader: no money moved.
 */
export const TransactionRow = memo(function TransactionRow({ row, onCancel }: TransactionRowProps) {
  const { t, language } = useI18n();
  const amount = formatMoney(row.amount, row.currency);
  const cancelable = row.cancelable && row.status === 'pending' && row.direction === 'out';
  const moved = !notMoved(row.status);
  return (
    <Item data-status={row.status}>
      <Line>{t(`history.direction.${row.direction}`)}</Line>
      <Amount $notMoved={!moved}>
        {row.direction === 'in' ? '+' : '−'}
        {amount}
        {!moved && <VisuallyHidden> {t('history.notMoved')}</VisuallyHidden>}
      </Amount>
      <Meta>{row.method}</Meta>
      <Badge $status={row.status}>{t(`history.status.${row.status}`)}</Badge>
      <Last>
        <DateText>{formatDateTime(row.createdAt, { language })}</DateText>
        {cancelable && (
          <CancelButton
            variant="secondary"
            aria-label={t('history.cancel.label', { amount })}
            onClick={() => onCancel(row)}
          >
            {t('history.cancel')}
          </CancelButton>
        )}
      </Last>
    </Item>
  );
});
