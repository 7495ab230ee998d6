import type { RedeemMethod } from '@/features/redeem/api';
import { receivedOf } from '@/features/redeem/amountRules';
import { formatMoney } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import { MoneyButton } from '@/shared/money/MoneyButton';
import { Button } from '@/shared/ui/Button';
import { Actions, Muted } from '@/shared/ui/layout';
import { Popup } from '@/shared/ui/Popup';
import { SummaryList } from '@/shared/ui/SummaryList';

export interface RedeemReviewProps {
  method: RedeemMethod;
  currency: string;
  /** The amount the player asked for. */
  amount: number;
  /** Where it goes, in the player's words (a saved account, "A new bank account"); null: the method itself. */
  destination: string | null;
  onConfirm: () => void;
  /** Back to the form, nothing sent. */
  onChange: () => void;
}

/**
 * The review before a redemption (docs/product/redeem.md, "Review"): the amount, the fee, what arrives, where and
 * when, and nothing sent until the player confirms. A popup of the kit: the form under it cannot change while the
 * player reads it, Escape or Change goes back to the form.
 */
export function RedeemReview({ method, currency, amount, destination, onConfirm, onChange }: RedeemReviewProps) {
  const t = useT();
  const money = (value: number) => formatMoney(value, currency);
  return (
    <Popup title={t('redeem.review.title')} onClose={onChange}>
      <SummaryList
        items={[
          [t('redeem.review.amount'), money(amount)],
          [
            t('redeem.review.fee'),
            method.fee === null || method.fee === 0 ? t('redeem.review.noFee') : money(method.fee),
          ],
          [t('redeem.review.receive'), money(receivedOf(amount, method.fee))],
          [t('redeem.review.to'), destination === null ? method.title : `${method.title} · ${destination}`],
          [t('redeem.review.when'), t(`redeem.arrival.${method.kind}`)],
        ]}
      />
      <Muted>{t('redeem.review.note')}</Muted>
      <Actions>
        <MoneyButton
          type="button"
          label={t('redeem.review.confirm', { amount: money(amount) })}
          submittingLabel={t('redeem.submitting')}
          submitting={false}
          onClick={onConfirm}
        />
        <Button variant="secondary" onClick={onChange}>
          {t('redeem.review.change')}
        </Button>
      </Actions>
    </Popup>
  );
}
