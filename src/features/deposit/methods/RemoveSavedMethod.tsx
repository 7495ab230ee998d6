import { useT } from '@/shared/i18n/useT';
import { ConfirmRemoval } from '@/shared/money/ConfirmRemoval';

/** Each removable saved method's words (paymentMessages.ts). */
const TEXTS = {
  card: { label: 'deposit.card.removeShort', name: 'deposit.card.remove', question: 'deposit.card.removeConfirm' },
  trustly: {
    label: 'deposit.trustly.removeShort',
    name: 'deposit.trustly.remove',
    question: 'deposit.trustly.removeConfirm',
  },
} as const;

export interface RemoveSavedMethodProps {
  kind: keyof typeof TEXTS;
  /** What Remove's accessible name says goes ("Remove Chase"). */
  name: string;
  /** What the confirm question names, when it says more than `name` (the account's mask). */
  fullName?: string;
  /** While a payment or another removal is in flight. */
  disabled: boolean;
  onRemove: () => Promise<{ error?: unknown }>;
}

/** Remove on a saved card or bank account of the deposit (docs/product/deposit.md#removing-a-saved-method). */
export function RemoveSavedMethod({ kind, name, fullName = name, disabled, onRemove }: RemoveSavedMethodProps) {
  const t = useT();
  const texts = TEXTS[kind];
  return (
    <ConfirmRemoval
      label={t(texts.label)}
      accessibleName={t(texts.name, { name })}
      question={t(texts.question, { name: fullName })}
      confirmLabel={t('deposit.remove.yes')}
      keepLabel={t('deposit.remove.no')}
      disabled={disabled}
      onRemove={onRemove}
    />
  );
}
