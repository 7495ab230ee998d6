import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { MoneyButton, type MoneyButtonProps } from '@/shared/money/MoneyButton';
import { Actions } from '@/shared/ui/layout';
import { AmountField } from '@/features/redeem/AmountField';

export interface AmountAndSubmitProps {
  currency: string;
  amountField: UseFormRegisterReturn;
  error: FieldError | undefined;
  readOnly?: boolean;
  button: Pick<MoneyButtonProps, 'label' | 'submittingLabel' | 'submitting'>;
}

/** The end of every payout form: the amount and the Redeem button. */
export function AmountAndSubmit({ currency, amountField, error, readOnly, button }: AmountAndSubmitProps) {
  return (
    <>
      <AmountField currency={currency} registration={amountField} error={error} readOnly={readOnly} />
      <Actions>
        <MoneyButton type="submit" {...button} />
      </Actions>
    </>
  );
}
