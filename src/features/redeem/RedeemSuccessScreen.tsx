import { useEffect, useRef } from 'react';
import { formatMoney } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { useHandover } from '@/shared/navigation/useHandover';
import { StepTitle } from '@/shared/navigation/stepTitle';
import { Button } from '@/shared/ui/Button';
import { Actions, Heading, Muted, Screen } from '@/shared/ui/layout';
import { SummaryList } from '@/shared/ui/SummaryList';
import { REDEEM_PATH } from './redeemPaths';
import { isRedeemSuccessState, REDEEM_SUCCESS_HANDOVER } from './successState';

/**
 * `redeem-success/`: what was requested (amount, destination, reference) and that it is pending until paid out. The
 * redemption comes from redeem/ in memory (dropped with the player): a reload or an old history entry shows none.
 */
export default function RedeemSuccessScreen() {
  const t = useT();
  const navigate = useCashNavigate();
  const state = useHandover(REDEEM_SUCCESS_HANDOVER, isRedeemSuccessState);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const known = state !== null;
  useEffect(() => {
    if (known) headingRef.current?.focus();
  }, [known]);

  const again = (
    <Actions>
      <Button onClick={() => navigate(REDEEM_PATH)}>{t('redeem.success.again')}</Button>
    </Actions>
  );
  if (state === null) {
    return (
      <Screen>
        <StepTitle titleKey="cash.title.noRedemption" />
        <Muted role="status">{t('redeem.success.none')}</Muted>
        {again}
      </Screen>
    );
  }
  const { transaction, balance } = state.result;
  return (
    <Screen aria-labelledby="redeem-success-heading">
      <Heading id="redeem-success-heading" ref={headingRef} tabIndex={-1}>
        {t('redeem.success.heading')}
      </Heading>
      {transaction.status === 'pending' && <Muted>{t('redeem.success.pending')}</Muted>}
      <SummaryList
        items={[
          [t('redeem.success.amount'), formatMoney(transaction.amount, transaction.currency)],
          [t('redeem.success.method'), transaction.method],
          [t('redeem.success.status'), t(`redeem.success.status.${transaction.status}`)],
          [t('redeem.success.reference'), transaction.id],
          // Unknown when the answer was lost and the cash data could not be read again.
          balance !== null && [t('redeem.success.winnings'), formatMoney(balance.winnings, balance.currency)],
        ]}
      />
      {again}
    </Screen>
  );
}
