import type { Transaction } from '@contracts/api/history';
import { formatMoney } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Actions, Muted } from '@/shared/ui/layout';
import { Popup } from '@/shared/ui/Popup';
import { Spinner } from '@/shared/ui/Spinner';

export interface CancelDialogProps {
  row: Transaction;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before cancelling a pending redemption; a failed cancel shows its error here with Try again. */
export function CancelDialog({ row, busy, error, onConfirm, onClose }: CancelDialogProps) {
  const t = useT();
  const amount = formatMoney(row.amount, row.currency);
  return (
    <Popup title={t('history.cancel.title')} onClose={onClose}>
      <Muted>{t('history.cancel.text', { amount, method: row.method })}</Muted>
      {error !== null && <CallError error={error} onRetry={onConfirm} />}
      {busy && <Spinner label={t('history.cancel.title')} size={24} />}
      <Actions>
        {error === null && (
          <Button onClick={onConfirm} disabled={busy}>
            {t('history.cancel.confirm')}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('history.cancel.keep')}
        </Button>
      </Actions>
    </Popup>
  );
}
