import { useCallback, useRef, useState } from 'react';
import { DEFAULT_HISTORY_MODE, type HistoryMode, type Transaction } from '@contracts/api/history';
import { getEventBus } from '@/shared/events/bus';
import { formatMoney } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import { logger } from '@/shared/log';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Heading, Muted, Screen } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/Spinner';
import { useCancelTransactionMutation } from './api';
import { CancelDialog } from './CancelDialog';
import { HistoryTabs, PANEL_ID, tabId } from './HistoryTabs';
import { useHistoryList } from './useHistoryList';
import { VirtualTransactionList } from './VirtualTransactionList';

interface Cancelling {
  row: Transaction;
  error: unknown;
  /** The player epoch the row was shown in: a cancel never outlives its player. */
  epoch: number;
}

/**
 * `history/`: the player's transactions by direction (tabs), page by page (infinite scroll, with Load more as the
 * visible fallback), and the cancel of a pending redemption (docs/product/history.md).
 */
export default function HistoryScreen() {
  const t = useT();
  const [mode, setMode] = useState<HistoryMode>(DEFAULT_HISTORY_MODE);
  const list = useHistoryList(mode);
  const [cancelRequest, cancelState] = useCancelTransactionMutation();
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);
  const [notice, setNotice] = useState('');
  const sending = useRef(false);

  const { error, loadMore } = list;
  const askToCancel = useCallback((row: Transaction) => setCancelling({ row, error: null, epoch: list.epoch }), [list.epoch]);
  // Only a row of the list shown now, of the player signed in now, can be cancelled (docs/product/history.md).
  const open = cancelling !== null && cancelling.epoch === list.epoch && list.rows.some((row) => row.id === cancelling.row.id) ? cancelling : null;
  const onNearEnd = useCallback(() => {
    // After a failed page only the visible Try again asks again: scrolling does not hammer a failing server.
    if (error === null) loadMore();
  }, [error, loadMore]);

  const confirmCancel = async () => {
    if (!open || sending.current) return;
    sending.current = true;
    const result = await cancelRequest(open.row.id);
    sending.current = false;
    if (result.error || !result.data) {
      logger.error(`history: cancel of ${open.row.id} failed`, result.error);
      setCancelling({ ...open, error: result.error ?? new Error('no data') });
      return;
    }
    const { transaction, balance } = result.data;
    list.replaceRow(transaction);
    getEventBus().emit('balance-changed', { balance: balance.balance, currency: balance.currency });
    setNotice(t('history.cancel.done', { amount: formatMoney(transaction.amount, transaction.currency) }));
    setCancelling(null);
  };

  const firstError = list.error !== null && list.rows.length === 0;
  return (
    <Screen aria-labelledby="cash-history-heading">
      <Heading id="cash-history-heading">{t('history.heading')}</Heading>
      <HistoryTabs
        mode={mode}
        onChange={(next) => {
          setNotice('');
          setMode(next);
        }}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(mode)}>
        {list.loading && <Spinner label={t('history.loading')} />}
        {firstError && <CallError error={list.error} onRetry={list.retry} />}
        {!list.loading && !firstError && list.rows.length === 0 && <Muted role="status">{t('history.empty')}</Muted>}
        {list.rows.length > 0 && (
          <>
            <VirtualTransactionList
              rows={list.rows}
              total={list.totalItems}
              label={t('history.list')}
              onNearEnd={onNearEnd}
              onCancel={askToCancel}
            />
            <Muted role="status">
              {notice || t('history.count', { shown: String(list.rows.length), total: String(list.totalItems) })}
            </Muted>
            {list.appending && <Spinner label={t('history.loadingMore')} size={24} />}
            {list.error !== null && <CallError error={list.error} onRetry={list.retry} />}
            {list.hasMore && list.error === null && (
              <Button variant="secondary" onClick={list.loadMore} disabled={list.appending}>
                {t('history.loadMore')}
              </Button>
            )}
          </>
        )}
      </div>
      {open && (
        <CancelDialog
          row={open.row}
          busy={cancelState.isLoading}
          error={open.error}
          onConfirm={() => {
            setCancelling({ ...open, error: null });
            void confirmCancel();
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </Screen>
  );
}
