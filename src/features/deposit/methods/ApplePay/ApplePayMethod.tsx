import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Actions, Muted } from '@/shared/ui/layout';
import { CallError } from '@/shared/ui/CallError';
import { AttemptProblem } from '@/shared/money/AttemptProblem';
import { formatCoins, formatMoney } from '@/shared/format/money';
import { MethodSection } from '@/features/deposit/methods/MethodSection';
import { useApplePay } from './useApplePay';
import type { MethodFormProps } from '@/features/deposit/methods/methodProps';

export type ApplePayMethodProps = MethodFormProps;

/** Apple Pay: the Pay button opens the wallet's sheet; the result screens follow as for other methods. */
export function ApplePayMethod({
  title,
  limits,
  data,
  target,
  price,
  coins,
  onClose,
  onRestricted,
}: ApplePayMethodProps) {
  const t = useT();
  const label = t('deposit.applePay.totalLabel', { coins: formatCoins(coins) });
  const { pay, sheetOpen, submitting, sheetError, payment } = useApplePay({ target, price, data, label, onRestricted });
  const busy = sheetOpen || submitting;

  return (
    <MethodSection title={title} note={limits} onClose={onClose}>
      <Muted>{t('deposit.applePay.text')}</Muted>
      <Actions>
        <Button onClick={pay} disabled={busy} aria-busy={busy}>
          {submitting
            ? t('deposit.pay.submitting')
            : sheetOpen
              ? t('deposit.applePay.sheetOpen')
              : t('deposit.applePay.button', { amount: formatMoney(price, data.currency) })}
        </Button>
      </Actions>
      {sheetError !== null && <CallError error={sheetError} note={t('deposit.applePay.notStarted')} onRetry={pay} />}
      {sheetError === null && <AttemptProblem {...payment.problem} onRetry={pay} />}
    </MethodSection>
  );
}
