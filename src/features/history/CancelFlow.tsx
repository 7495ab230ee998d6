import { useEffect, useRef, useState } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { Transaction } from '@contracts/api/history';
import { loadCashData } from '@/shared/cashier/loadCashData';
import { isCashierErrorData } from '@/shared/errors/CashierError';
import { announceBalance } from '@/shared/events/announceBalance';
import { logger } from '@/shared/log';
import { readNewestRecords } from '@/shared/money/newestRecords';
import { useIntentCall } from '@/shared/money/useIntentCall';
import { useCancelRedeemMutation } from './api';
import { CancelDialog } from './CancelDialog';

/** The intent kit's name for the cancel of a pending redemption. */
const CANCEL_CALL = 'history.cancel';

const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();

/** Where the attempt stands, besides the kit's own busy state. */
interface Attempt {
  error: unknown;
  /** The server is being re-read after a lost answer. */
  checking: boolean;
  /** The answer was lost and the re-read could not tell (the row is still pending there). */
  unknown: boolean;
}

const FRESH: Attempt = { error: null, checking: false, unknown: false };

export interface CancelFlowProps {
  row: Transaction;
  /** The dialog is on screen; a run goes on while it is hidden (the player closed it while the cancel was under way). */
  shown: boolean;
  /** The server has the row canceled (this cancel's answer, or a re-read after a lost one): the row as it is now. */
  onCancelled: (transaction: Transaction) => void;
  /** The player closed the dialog while a run was under way: it is hidden, and the run goes on. */
  onHide: () => void;
  /** The dialog is done with: closed by the player, or a hidden run has ended. */
  onClose: () => void;
}

/**
 * The cancel of a pending redemption (docs/product/history.md): the confirmation, the call through the intent kit,
 * and the re-read of the server when the answer was lost or said the row could not be cancelled. In its own chunk
 * with the dialog (lazyCancelFlow.tsx): it runs only after the player pressed Cancel, so the history's first screen
 * does not carry it (test/size/README.md). A run goes on if the dialog is closed while it is under way: the flow
 * stays mounted, hidden, so a Cancel pressed again on the row shows the same run (busy) instead of starting a second
 * one, and its outcome still reaches the list (`onCancelled`).
 */
export function CancelFlow({ row, shown, onCancelled, onHide, onClose }: CancelFlowProps) {
  const [cancelRequest] = useCancelRedeemMutation();
  const cancels = useIntentCall(CANCEL_CALL);
  const dispatch = useThunkDispatch();
  const [attempt, setAttempt] = useState<Attempt>(FRESH);
  // Read when a run ends: a run that ended hidden closes the flow (the list already shows what it did).
  const shownNow = useRef(shown);
  useEffect(() => {
    shownNow.current = shown;
  }, [shown]);

  /** A cancel proved by a re-read: the host hears the balance the cash data has now. */
  const refreshBalance = async () => {
    const cash = await dispatch(loadCashData())
      .unwrap()
      .catch(() => null);
    if (cash) announceBalance(cash.playerBalance);
  };

  /**
   * The row as the server has it now (the first page of redemptions, where a pending one is): after a lost answer, or
   * a "cannot be cancelled" that may be our own earlier cancel, this tells what happened (docs/product/history.md).
   */
  const reread = async (id: string): Promise<Transaction | null> => {
    const page = await readNewestRecords(dispatch, 'out');
    return page.data?.items.find((item) => item.id === id) ?? null;
  };

  const attemptCancel = async () => {
    setAttempt(FRESH);
    // A cancel is naturally idempotent on the server (a second one is refused, never done twice); the kit keeps it
    // one at a time and tells a lost answer as unknown.
    const run = await cancels.run({ id: row.id }, () => cancelRequest(row.id));
    if (run.outcome === 'busy' || run.outcome === 'stopped') return;
    if (run.outcome === 'done') {
      announceBalance(run.data.balance);
      onCancelled(run.data.transaction);
      return;
    }
    const refused = run.outcome === 'failed' && isCashierErrorData(run.error) && run.error.status === 409;
    if (run.outcome === 'unknown' || refused) {
      setAttempt({ ...FRESH, checking: true });
      const now = await reread(row.id);
      if (now?.status === 'canceled') {
        // It happened (this cancel, or one whose answer was lost): the balance changed on the server.
        void refreshBalance();
        onCancelled(now);
        return;
      }
      if (run.outcome === 'unknown') {
        logger.error(`history: the answer to the cancel of ${row.id} was lost`, run.error);
        setAttempt({ ...FRESH, unknown: true });
        return;
      }
    }
    logger.error(`history: cancel of ${row.id} failed`, run.error);
    setAttempt({ ...FRESH, error: run.error });
  };

  const confirm = async () => {
    await attemptCancel();
    if (!shownNow.current) onClose();
  };

  const busy = cancels.submitting || attempt.checking;
  if (!shown) return null;
  return (
    <CancelDialog
      row={row}
      busy={busy}
      error={attempt.error}
      unknown={attempt.unknown}
      onConfirm={() => void confirm()}
      onClose={busy ? onHide : onClose}
    />
  );
}
