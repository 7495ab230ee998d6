import { useCallback, useEffect, useState } from 'react';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { DEFAULT_HISTORY_MODE, type HistoryMode, type Transaction } from '@contracts/api/history';
import { formatMoney } from '@/shared/format/money';
import { formatCount } from '@/shared/format/number';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Muted, Screen, ScreenHeading } from '@/shared/ui/layout';
import { Skeleton } from '@/shared/ui/Skeleton';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { warmRun } from '@/shared/money/loadRun';
import { LazyCancelFlow, usePreloadCancelFlow } from './lazyCancelFlow';
import { HistoryTabs, PANEL_ID, tabId } from './HistoryTabs';
import { useHistoryList } from './useHistoryList';
import { VirtualTransactionList } from './VirtualTransactionList';

interface Cancelling {
  row: Transaction;
  /** The player epoch the row was shown in: a cancel never outlives its player. */
  epoch: number;
  /** The dialog is on screen (false: closed while its run goes on). */
  shown: boolean;
}

const EmptyState = styled.div`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 16px 0;
`;

/**
 * `history/`: the player's transactions by direction (tabs), page by page (infinite scroll, with Load more as the
 * visible fallback), and the cancel of a pending redemption (docs/product/history.md; its flow: CancelFlow.tsx).
 */
export default function HistoryScreen() {
  const t = useT();
  const navigate = useCashNavigate();
  // `history/?tab=out` opens on the redemptions (a receipt's "View in history").
  const { search } = useLocation();
  const [mode, setMode] = useState<HistoryMode>(() =>
    new URLSearchParams(search).get('tab') === 'out' ? 'out' : DEFAULT_HISTORY_MODE,
  );
  const list = useHistoryList(mode);
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);
  // Once rows show, the cancel's chunk and the intent kit's run are started, so a press finds them in.
  const rowsShown = list.rows.length > 0;
  usePreloadCancelFlow(rowsShown);
  useEffect(() => {
    if (rowsShown) warmRun();
  }, [rowsShown]);
  const [notice, setNotice] = useState('');

  const { error, loadMore } = list;
  // Cancel on the row of a run still under way (its dialog closed) shows that run again, never a second one.
  const askToCancel = useCallback(
    (row: Transaction) =>
      setCancelling((now) =>
        now !== null && now.row.id === row.id && now.epoch === list.epoch
          ? { ...now, shown: true }
          : { row, epoch: list.epoch, shown: true },
      ),
    [list.epoch],
  );
  // Only a row of the list shown now, of the player signed in now, can be cancelled (docs/product/history.md).
  const open =
    cancelling !== null && cancelling.epoch === list.epoch && list.rows.some((row) => row.id === cancelling.row.id)
      ? cancelling
      : null;
  const onNearEnd = useCallback(() => {
    // After a failed page only the visible Try again asks again: scrolling does not hammer a failing server.
    if (error === null) loadMore();
  }, [error, loadMore]);

  const { replaceRow } = list;
  const cancelled = useCallback(
    (transaction: Transaction) => {
      replaceRow(transaction);
      setNotice(t('history.cancel.done', { amount: formatMoney(transaction.amount, transaction.currency) }));
      // A run that ended hidden must not close the dialog of another row the player opened since.
      setCancelling((now) => (now?.row.id === transaction.id ? null : now));
    },
    [replaceRow, t],
  );

  const firstError = list.error !== null && list.rows.length === 0;
  return (
    <Screen aria-labelledby="cash-history-heading">
      <ScreenHeading id="cash-history-heading">{t('history.heading')}</ScreenHeading>
      <HistoryTabs
        mode={mode}
        onChange={(next) => {
          setNotice('');
          setMode(next);
        }}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(mode)}>
        {list.loading && <ScreenSkeleton part label={t('history.loading')} />}
        {firstError && <CallError error={list.error} onRetry={list.retry} />}
        {!list.loading && !firstError && list.rows.length === 0 && (
          // An empty list says so and offers the next step: a first purchase.
          <EmptyState>
            <Muted role="status">{t('history.empty')}</Muted>
            {mode !== 'out' && (
              <Button variant="secondary" onClick={() => navigate('deposit/')}>
                {t('history.empty.action')}
              </Button>
            )}
          </EmptyState>
        )}
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
              {notice ||
                t('history.count', { shown: formatCount(list.rows.length), total: formatCount(list.totalItems) })}
            </Muted>
            {list.appending && (
              // The next page's place: a row's outline under the list, announced once.
              <div aria-busy="true">
                <VisuallyHidden role="status" data-cashier-loading="">
                  {t('history.loadingMore')}
                </VisuallyHidden>
                <Skeleton width="100%" height={64} />
              </div>
            )}
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
        <LazyCancelFlow
          key={open.row.id}
          row={open.row}
          shown={open.shown}
          onCancelled={cancelled}
          onHide={() => setCancelling({ ...open, shown: false })}
          onClose={() => setCancelling((now) => (now?.row.id === open.row.id ? null : now))}
        />
      )}
    </Screen>
  );
}
