import type { FieldError, UseFormRegisterReturn } from '@/shared/form/useForm';
import { MoneyButton, type MoneyButtonProps } from '@/shared/money/MoneyButton';
import { Actions } from '@/shared/ui/layout';
import { AmountField } from '@/features/redeem/AmountField';

export interface AmountAndSubmitProps {
  currency: string;
  amountField: UseFormRegisterReturn;
  error: FieldError | undefined;
  /** A chosen gift card's value (formatted): the amount is fixed (AmountField). */
  fixedAmount?: string;
  button: Pick<MoneyButtonProps, 'label' | 'submittingLabel' | 'submitting'>;
}

/** The end of every payout form: the amount and the Redeem button. */
export function AmountAndSubmit({ currency, amountField, error, fixedAmount, button }: AmountAndSubmitProps) {
  return (
    <>
      <AmountField currency={currency} registration={amountField} error={error} fixedAmount={fixedAmount} />
      <Actions>
        <MoneyButton type="submit" {...button} />
      </Actions>
    </>
  );
}
