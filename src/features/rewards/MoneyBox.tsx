import { formatMoney } from '@/shared/format/money';
import { useFormatDateTime } from '@/shared/format/useFormatDateTime';
import { useT } from '@/shared/i18n/useT';
import { CallError } from '@/shared/ui/CallError';
import { useGetMoneyBoxQuery } from './api';
import { Bar, Card, CardHeading, Text, Track } from './parts.styles';

/** The money box: what it holds, how it fills, and when it can be opened (docs/product/rewards.md, "Money box"). */
export function MoneyBox() {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const box = useGetMoneyBoxQuery();
  if (box.isLoading) return null;
  if (!box.data) return <CallError error={box.error} onRetry={() => void box.refetch()} />;
  const { isActive, amount, currency, capacity, canCollect, unlockAt } = box.data;
  return (
    <Card aria-labelledby="rewards-money-box-heading">
      <CardHeading id="rewards-money-box-heading">{t('rewards.moneyBox.heading')}</CardHeading>
      {isActive ? (
        <>
          <Text>{t('rewards.moneyBox.amount', { amount: formatMoney(amount, currency) })}</Text>
          {capacity !== null && capacity > 0 && (
            <Track
              role="progressbar"
              aria-label={t('rewards.moneyBox.heading')}
              aria-valuemin={0}
              aria-valuemax={capacity}
              aria-valuenow={Math.min(amount, capacity)}
            >
              <Bar style={{ width: `${Math.min(100, (amount / capacity) * 100)}%` }} />
            </Track>
          )}
          <Text>
            {t('rewards.moneyBox.fills')}
            {capacity !== null && ` ${t('rewards.moneyBox.capacity', { amount: formatMoney(capacity, currency) })}`}
          </Text>
          {canCollect ? (
            <Text>{t('rewards.moneyBox.ready')}</Text>
          ) : (
            unlockAt && <Text>{t('rewards.moneyBox.unlocks', { date: formatDateTime(unlockAt) })}</Text>
          )}
        </>
      ) : (
        <Text>{t('rewards.moneyBox.inactive')}</Text>
      )}
    </Card>
  );
}
