import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { cashDataReset } from '@/shared/cash/cashSlice';
import { getEventBus } from '@/shared/events/bus';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Slot } from '@/shared/ui/Slot';
import { Spinner } from '@/shared/ui/Spinner';
import { Actions, Heading, Muted, Screen } from '@/shared/ui/layout';
import { SummaryList } from '@/shared/ui/SummaryList';
import { CallError } from '@/shared/ui/CallError';
import { depositByMoneyPath } from './depositPaths';
import { formatCoins, formatMoney } from '@/shared/format/money';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { usePaymentCheck } from './usePendingState';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { resultMessages } from './resultMessages';

registerMessages(resultMessages);

/** `success/`: the deposit as the server confirms it (amount, coins, bonus, new balance); tells the host the balance changed. */
export default function SuccessScreen() {
  const t = useT();
  const dispatch = useDispatch();
  const navigate = useCashNavigate();
  const { payment, check } = usePaymentCheck();
  const announced = useRef<string | null>(null);
  const data = check.data;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (data?.status !== 'success' || !data.balance || announced.current === data.paymentId) return;
    announced.current = data.paymentId;
    getEventBus().emit('balance-changed', { balance: data.balance.balance, currency: data.balance.currency });
    // After a result the deposit data starts over (docs/product/cash-data.md#resetting-cash-data reset).
    dispatch(cashDataReset());
    headingRef.current?.focus();
  }, [data, dispatch]);

  const again = () => navigate(depositByMoneyPath());
  if (!payment) {
    return (
      <Screen>
        <Muted role="status">{t('deposit.pending.none')}</Muted>
        <Button onClick={again}>{t('deposit.package.choose')}</Button>
      </Screen>
    );
  }
  if (check.isLoading) return <Spinner label={t('deposit.pending.checking')} />;
  if (!data) return <CallError error={check.error} onRetry={() => void check.refetch()} />;
  if (data.status !== 'success') {
    return (
      <Screen>
        <Muted role="alert">{t('deposit.success.notConfirmed')}</Muted>
        <Button onClick={() => navigate('pending/', { state: payment })}>{t('deposit.pending.checkAgain')}</Button>
      </Screen>
    );
  }
  return (
    <Screen aria-labelledby="deposit-success-heading">
      <Heading id="deposit-success-heading" ref={headingRef} tabIndex={-1}>
        {t('deposit.success.heading')}
      </Heading>
      <SummaryList
        items={[
          [t('deposit.success.amount'), formatMoney(data.amount, data.currency)],
          [t('deposit.summary.coins'), formatCoins(data.coins)],
          [t('deposit.summary.bonus'), formatCoins(data.bonus)],
          data.balance && [t('deposit.success.balance'), formatMoney(data.balance.balance, data.balance.currency)],
        ]}
      />
      <Slot name="deposit.success" />
      {data.followUp !== null && (
        // The server asks something of the player after this deposit (docs/product/deposit.md#success: shown when the server asks).
        <Actions>
          <Button variant="secondary" onClick={() => navigate(data.followUp === 'questionnaire' ? 'questionnaire/' : 'thank-you/', { state: payment })}>
            {t(data.followUp === 'questionnaire' ? 'deposit.success.questionnaire' : 'deposit.success.review')}
          </Button>
        </Actions>
      )}
      <Actions>
        <Button onClick={again}>{t('deposit.success.again')}</Button>
      </Actions>
    </Screen>
  );
}
