import type { Transaction } from '@contracts/api/history';
import { formatMoney } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { AttemptProblem } from '@/shared/money/AttemptProblem';
import { Actions, Muted } from '@/shared/ui/layout';
import { Popup } from '@/shared/ui/Popup';
import { Spinner } from '@/shared/ui/Spinner';

export interface CancelDialogProps {
  row: Transaction;
  busy: boolean;
  error: unknown;
  /** The answer to the cancel was lost and the history still shows the redemption pending. */
  unknown?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before cancelling a pending redemption; a failed cancel shows its error here with Try again. */
export function CancelDialog({ row, busy, error, unknown = false, onConfirm, onClose }: CancelDialogProps) {
  const t = useT();
  const amount = formatMoney(row.amount, row.currency);
  return (
    <Popup title={t('history.cancel.title')} onClose={onClose}>
      <Muted>{t('history.cancel.text', { amount, method: row.method })}</Muted>
      <AttemptProblem attempt={{ error, unknown }} unknownText={t('history.cancel.unknown')} onRetry={onConfirm} />
      {busy && <Spinner label={t('history.cancel.title')} size={24} />}
      <Actions>
        {error === null && !unknown && (
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
