import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { usePlayerId } from '@/shared/money/usePlayerId';
import { Spinner } from '@/shared/ui/Spinner';
import { paymentShown } from './pendingPayment';
import { RETURN_PARAM } from './resumeCheck';
import { startedDeposit } from './startedPayment';

const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function returnedPaymentId(search: string): string | null {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  return value !== null && PAYMENT_ID.test(value) ? value : null;
}

/**
 * A payment in progress takes the player to pending/, which asks the server for its result:
 * - back from a provider's page (the URL carries its paymentId; possibly in a new window that has no intent book),
 *   so that page never invites a second payment;
 * - still pending from before a reload (the signed-in player's started deposit in the intent book: another
 *   player's book is dropped unread), so polling resumes.
 * The server decides what the payment id is worth: it answers only for the signed-in player's own payments.
 * Its own chunk: the package list renders it only when `mightResume` saw a reason (useResumeStep.tsx); with no
 * payment to resume it calls `onNone` and the package list shows.
 */
export default function ResumePending({ onNone }: { onNone: () => void }) {
  const navigate = useCashNavigate();
  const dispatch = useDispatch();
  // The intent book's code did not come (offline): thrown to the route's boundary, whose Try again reads again.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const playerId = usePlayerId();
  const { search } = useLocation();
  useEffect(() => {
    // Read once, when the screen opens: a payment this screen starts is kept as started too, and a re-render on the
    // way to pending/ must not send the player there a second time without the provider's redirect URL.
    let active = true;
    const fromUrl = returnedPaymentId(search);
    const found =
      fromUrl !== null
        ? Promise.resolve(fromUrl)
        : playerId().then(async (player) =>
            player === null ? null : ((await startedDeposit(player))?.paymentId ?? null),
          );
    found.then(
      (paymentId) => {
        if (!active) return;
        if (paymentId === null) {
          onNone();
          return;
        }
        dispatch(paymentShown({ paymentId, redirectUrl: null, challenge: false }));
        void navigate('pending/', { replace: true });
      },
      (error: unknown) => active && setFailure({ error }),
    );
    return () => {
      active = false;
    };
    // Once per opening (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (failure) throw failure.error;
  return <Spinner />;
}
