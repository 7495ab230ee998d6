import type { ReactNode } from 'react';
import { errorMessageKey, isCashierErrorData } from '@/shared/errors/CashierError';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Actions, ErrorText } from './Deposit.styles';
import { isPaymentCheckError } from './paymentCheckError';

export interface DepositErrorProps {
  error: unknown;
  /** What the failure meant for the player, said first (e.g. that nothing was charged). */
  note?: string;
  /** The way forward: a retry of what failed. */
  onRetry?: () => void;
  /** Extra actions (back to methods, close). */
  children?: ReactNode;
}

/**
 * A failed deposit call: the translated message for its code, the server's own message as plain text when it
 * sent one, and a way forward. The state the player was in is left as it was. A failed antifraud check also
 * says that nothing was sent for payment.
 */
export function DepositError({ error, note, onRetry, children }: DepositErrorProps) {
  const t = useT();
  const data = isCashierErrorData(error) ? error : undefined;
  return (
    <div role="alert">
      {note !== undefined && <ErrorText>{note}</ErrorText>}
      {isPaymentCheckError(error) && <ErrorText>{t('deposit.checks.failed')}</ErrorText>}
      <ErrorText>{t(data ? errorMessageKey(data.code) : 'common.error.unknown')}</ErrorText>
      {data?.serverMessage && <ErrorText>{data.serverMessage}</ErrorText>}
      <Actions>
        {onRetry && <Button onClick={onRetry}>{t('common.tryAgain')}</Button>}
        {children}
      </Actions>
    </div>
  );
}
