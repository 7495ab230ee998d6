import { useEffect, useRef } from 'react';
import { formatMoney } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { useHandover } from '@/shared/navigation/useHandover';
import { StepTitle } from '@/shared/navigation/stepTitle';
import { Button } from '@/shared/ui/Button';
import { Actions, Muted, Screen } from '@/shared/ui/layout';
import { Receipt, type ReceiptTone } from '@/shared/ui/Receipt';
import { receivedOf } from './amountRules';
import { REDEEM_PATH } from './redeemPaths';
import { isRedeemSuccessState, REDEEM_SUCCESS_HANDOVER } from './successState';

const TONES = { pending: 'pending', closed: 'done', canceled: 'notDone', denied: 'notDone' } as const satisfies Record<
  string,
  ReceiptTone
>;

/**
 * `redeem-success/`: the receipt of a redemption (docs/product/redeem.md, "Receipt"): its state in words in the
 * heading (requested, paid out, canceled, declined) under the header's "Redemption receipt", what happens next, the amount, fee, what arrives,
 * where, when, and a reference the player can quote; Done and View in history. The redemption comes from redeem/ in
 * memory (dropped with the player): a reload or an old history entry shows none, and says so.
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

  if (state === null) {
    return (
      <Screen>
        <StepTitle titleKey="cash.title.noRedemption" />
        <Muted role="status">{t('redeem.success.none')}</Muted>
        <Actions>
          <Button onClick={() => navigate(REDEEM_PATH)}>{t('redeem.success.again')}</Button>
        </Actions>
      </Screen>
    );
  }
  const { transaction, balance } = state.result;
  const { status, currency } = transaction;
  const money = (value: number) => formatMoney(value, currency);
  // A fee, when there is one, and what arrives after it.
  const fee = state.fee ? state.fee : null;
  return (
    <Receipt
      tone={TONES[status]}
      heading={t(`redeem.receipt.heading.${status}`)}
      headingId="redeem-success-heading"
      headingRef={headingRef}
      text={status === 'pending' ? t('redeem.success.pending') : undefined}
      items={[
        [t('redeem.success.amount'), money(transaction.amount)],
        fee !== null && [t('redeem.review.fee'), money(fee)],
        fee !== null && [t('redeem.review.receive'), money(receivedOf(transaction.amount, fee))],
        [t('redeem.success.method'), transaction.method],
        [t('redeem.success.status'), t(`redeem.success.status.${status}`)],
        status === 'pending' &&
          state.methodKind !== undefined && [t('redeem.review.when'), t(`redeem.arrival.${state.methodKind}`)],
        [
          t('redeem.success.reference'),
          <span key="reference" data-reference="">
            {transaction.id}
          </span>,
        ],
        // Unknown when the answer was lost and the cash data could not be read again.
        balance !== null && [t('redeem.success.winnings'), formatMoney(balance.winnings, balance.currency)],
      ]}
      actions={
        <>
          <Button onClick={() => navigate(REDEEM_PATH)}>{t('redeem.receipt.done')}</Button>
          <Button variant="secondary" onClick={() => navigate('history/?tab=out')}>
            {t('redeem.receipt.history')}
          </Button>
        </>
      }
    />
  );
}
