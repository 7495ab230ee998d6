import { useCallback, useState } from 'react';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { DEFAULT_HISTORY_MODE, type HistoryMode, type Transaction } from '@contracts/api/history';
import { loadCashData } from '@/shared/cashier/loadCashData';
import { isCashierErrorData } from '@/shared/errors/CashierError';
import { announceBalance } from '@/shared/events/announceBalance';
import { formatMoney } from '@/shared/format/money';
import { formatCount } from '@/shared/format/number';
import { useT } from '@/shared/i18n/useT';
import { logger } from '@/shared/log';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Muted, Screen, ScreenHeading } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/Spinner';
import { readNewestRecords } from '@/shared/money/newestRecords';
import { useIntentCall } from '@/shared/money/useIntentCall';
import { useCancelRedeemMutation } from './api';
import { LazyCancelDialog, usePreloadCancelDialog } from './lazyCancelDialog';
import { HistoryTabs, PANEL_ID, tabId } from './HistoryTabs';
import { useHistoryList } from './useHistoryList';
import { VirtualTransactionList } from './VirtualTransactionList';

interface Cancelling {
  row: Transaction;
  error: unknown;
  /** The player epoch the row was shown in: a cancel never outlives its player. */
  epoch: number;
  /** The server is being re-read after a lost answer. */
  checking?: boolean;
  /** The answer was lost and the re-read could not tell (the row is still pending there). */
  unknown?: boolean;
}

const EmptyState = styled.div`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 16px 0;
`;

/** The intent kit's name for the cancel of a pending redemption. */
const CANCEL_CALL = 'history.cancel';

const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();

/**
 * `history/`: the player's transactions by direction (tabs), page by page (infinite scroll, with Load more as the
 * visible fallback), and the cancel of a pending redemption (docs/product/history.md).
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
  const [cancelRequest] = useCancelRedeemMutation();
  const cancels = useIntentCall(CANCEL_CALL);
  const dispatch = useThunkDispatch();
  /** A cancel proved by a re-read: the host hears the balance the cash data has now. */
  const refreshBalance = async () => {
    const cash = await dispatch(loadCashData())
      .unwrap()
      .catch(() => null);
    if (cash) announceBalance(cash.playerBalance);
  };
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);
  usePreloadCancelDialog(list.rows.length > 0);
  const [notice, setNotice] = useState('');

  const { error, loadMore } = list;
  const askToCancel = useCallback(
    (row: Transaction) => setCancelling({ row, error: null, epoch: list.epoch }),
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

  const cancelled = (transaction: Transaction) => {
    list.replaceRow(transaction);
    setNotice(t('history.cancel.done', { amount: formatMoney(transaction.amount, transaction.currency) }));
    setCancelling(null);
  };

  /**
   * The row as the server has it now (the first page of redemptions, where a pending one is): after a lost answer, or
   * a "cannot be cancelled" that may be our own earlier cancel, this tells what happened (docs/product/history.md).
   */
  const reread = async (id: string): Promise<Transaction | null> => {
    const page = await readNewestRecords(dispatch, 'out');
    return page.data?.items.find((item) => item.id === id) ?? null;
  };

  const confirmCancel = async () => {
    if (!open) return;
    const { row } = open;
    // A cancel is naturally idempotent on the server (a second one is refused, never done twice); the kit keeps it
    // one at a time and tells a lost answer as unknown.
    const run = await cancels.run({ id: row.id }, () => cancelRequest(row.id));
    if (run.outcome === 'busy' || run.outcome === 'stopped') return;
    if (run.outcome === 'done') {
      announceBalance(run.data.balance);
      cancelled(run.data.transaction);
      return;
    }
    const refused = run.outcome === 'failed' && isCashierErrorData(run.error) && run.error.status === 409;
    if (run.outcome === 'unknown' || refused) {
      setCancelling({ ...open, error: null, checking: true });
      const now = await reread(row.id);
      if (now?.status === 'canceled') {
        // It happened (this cancel, or one whose answer was lost): the balance changed on the server.
        void refreshBalance();
        cancelled(now);
        return;
      }
      if (run.outcome === 'unknown') {
        logger.error(`history: the answer to the cancel of ${row.id} was lost`, run.error);
        setCancelling({ ...open, error: null, checking: false, unknown: true });
        return;
      }
    }
    logger.error(`history: cancel of ${row.id} failed`, run.error);
    setCancelling({ ...open, error: run.error, checking: false });
  };

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
        <LazyCancelDialog
          row={open.row}
          busy={cancels.submitting || open.checking === true}
          error={open.error}
          unknown={open.unknown === true}
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
