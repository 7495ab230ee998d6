import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { hasIntents } from '@/shared/money/intentMemory';
import { loadRun } from '@/shared/money/loadRun';
import { usePlayerId } from '@/shared/money/usePlayerId';
import { selectPlayerEpoch } from '@/shared/player/playerSlice';
import { DEPOSIT_CALL, selectShownPayment, type PendingPayment } from './pendingPayment';
import { useGetDepositCheckQuery } from './resultsApi';

/**
 * The player's deposit the server started and nobody settled yet, from the intent book (after a reload). The book's
 * code is loaded only when the tab keeps a book.
 */
export async function startedDeposit(playerId: string): Promise<PendingPayment | null> {
  if (!hasIntents()) return null;
  const { openIntents } = await loadRun();
  const started = openIntents(playerId, DEPOSIT_CALL)
    .filter((intent) => intent.ref !== null)
    .at(-1);
  return started?.ref ? { paymentId: started.ref, redirectUrl: null, challenge: false } : null;
}

/**
 * Which payment a result screen is about: the one this cashier started or was handed (memory), else the player's
 * started deposit in the intent book (a reload). `undefined` while the book is read (the player's id may be asked).
 */
export function usePaymentRef(): PendingPayment | null | undefined {
  const shown = useSelector(selectShownPayment);
  // A player reset (a new epoch) makes whatever was read for the previous player stale.
  const epoch = useSelector(selectPlayerEpoch);
  const playerId = usePlayerId();
  const [fromBook, setFromBook] = useState<{ epoch: number; payment: PendingPayment | null } | undefined>(undefined);
  // The intent book's code did not come (offline): thrown to the route's boundary, whose Try again reads again.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (shown) return;
    let active = true;
    playerId()
      .then((player) => (player === null ? null : startedDeposit(player)))
      .then(
        (payment) => active && setFromBook({ epoch, payment }),
        (error: unknown) => active && setFailure({ error }),
      );
    return () => {
      active = false;
    };
  }, [shown, playerId, epoch]);
  if (failure) throw failure.error;
  return shown ?? (fromBook?.epoch === epoch ? fromBook.payment : undefined);
}

/** The payment a result screen is about, and the server's word on it (asked only when there is a payment). */
export function usePaymentCheck() {
  const payment = usePaymentRef();
  const check = useGetDepositCheckQuery(payment?.paymentId ?? '', { skip: !payment });
  return { payment, check };
}
