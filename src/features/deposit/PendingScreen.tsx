import { useCallback, useEffect, useRef, useState } from 'react';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import styled from 'styled-components';
import type { CashierErrorData } from '@/shared/errors/CashierError';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useLazyGetDepositCheckQuery } from './resultsApi';
import { Actions, Heading, Muted, Screen } from '@/shared/ui/layout';
import { CallError } from '@/shared/ui/CallError';
import { failedPath } from './depositPaths';
import { CashierError } from '@/shared/errors/CashierError';
import { loadRun, warmRun, type IntentRunModule } from '@/shared/money/loadRun';
import { usePlayerId } from '@/shared/money/usePlayerId';
import { isSafeRemoteUrl } from '@/shared/frames/safeUrl';
import { useDispatch } from 'react-redux';
import { DEPOSIT_CALL, paymentShown } from './pendingPayment';
import { POLL_MAX_CHECKS, pollDelay } from '@/shared/money/pollSchedule';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { BackToPackages } from './BackToPackages';
import { usePaymentRef } from './startedPayment';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { resultMessages } from './resultMessages';

registerMessages(resultMessages);

type Phase = 'checking' | 'ceiling' | 'error';

/** The bank's 3-D Secure page is short; this shows it whole at 320 px and up (the sandbox's needs about 250 px). */
const ChallengeFrame = styled.iframe`
  width: 100%;
  min-height: 320px;
  border: 0;
`;

/**
 * `pending/`: asks the server where the payment stands, with backoff and a ceiling, and moves to success/
 * or failed/ on its answer. The paymentId survives a reload (the intent book), so reopening resumes here; the
 * redirect does not (memory only).
 */
export default function PendingScreen() {
  const t = useT();
  const navigate = useCashNavigate();
  const payment = usePaymentRef();
  const [check] = useLazyGetDepositCheckQuery();
  const dispatch = useDispatch();
  const playerId = usePlayerId();
  const [phase, setPhase] = useState<Phase>('checking');
  const [error, setError] = useState<CashierErrorData | null>(null);
  const [round, setRound] = useState(0);
  const paymentId = payment?.paymentId;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A card's 3-D Secure challenge shows here, in a frame, at once (no extra click to a new window); once the
  // player answered it (its page loads again), the payment is checked at once instead of at the next poll.
  const challengeUrl = payment?.challenge && isSafeRemoteUrl(payment.redirectUrl) ? payment.redirectUrl : null;
  const [answered, setAnswered] = useState(false);
  const challengeLoads = useRef(0);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The intent book's code, in before the payment settles (its intent is settled then).
  useEffect(warmRun, []);
  useEffect(() => {
    frameRef.current?.focus({ preventScroll: true });
  }, [challengeUrl]);
  const onChallengeLoad = () => {
    challengeLoads.current += 1;
    if (challengeLoads.current === 2) {
      setAnswered(true);
      setRound((n) => n + 1);
    }
  };

  const poll = useCallback(
    (index: number, cancelled: () => boolean) => {
      if (!paymentId) return;
      if (index >= POLL_MAX_CHECKS) {
        setPhase('ceiling');
        return;
      }
      timer.current = setTimeout(async () => {
        const result = await check(paymentId);
        if (cancelled()) return;
        if (result.error) {
          setError(result.error as CashierErrorData);
          setPhase('error');
          return;
        }
        const data = result.data;
        if (!data || data.status === 'pending') {
          poll(index + 1, cancelled);
          return;
        }
        // Settled: the purchase's next attempt is a new intent. What was bought comes from the intent's `about`.
        const player = await playerId();
        let book: IntentRunModule | null = null;
        if (player !== null) {
          try {
            book = await loadRun();
          } catch (cause) {
            // The book's code did not come (offline): the intent cannot be settled, so nothing moves on. Try again
            // checks the payment again and settles it then; a purchase started meanwhile would reuse its key.
            if (cancelled()) return;
            setError(
              new CashierError(
                { code: 'network', callId: DEPOSIT_CALL, message: 'pending: the intent book could not load' },
                { cause },
              ).toJSON(),
            );
            setPhase('error');
            return;
          }
        }
        if (cancelled()) return;
        const intent =
          player === null || book === null
            ? undefined
            : book.openIntents(player, DEPOSIT_CALL).find((item) => item.ref === paymentId);
        if (player !== null && book !== null && intent) book.settleIntentByKey(player, intent.key);
        dispatch(paymentShown({ paymentId, redirectUrl: null, challenge: false }));
        if (data.status === 'success') {
          navigate('success/', { replace: true });
        } else {
          const about = intent?.about ?? {};
          navigate(failedPath(about.presetId ?? null, about.offerType ?? null, about.methodId ?? null), {
            replace: true,
          });
        }
      }, pollDelay(index));
    },
    [check, navigate, paymentId, playerId, dispatch],
  );

  useEffect(() => {
    let stopped = false;
    setPhase('checking');
    setError(null);
    poll(0, () => stopped);
    return () => {
      stopped = true;
      clearTimeout(timer.current);
    };
  }, [poll, round]);

  if (payment === undefined) return <ScreenSkeleton shape="result" label={t('deposit.pending.checking')} />;
  if (!paymentId)
    return <BackToPackages role="status" text={t('deposit.pending.none')} title="cash.title.noPaymentInProgress" />;
  return (
    <Screen aria-labelledby="deposit-pending-heading">
      <Heading id="deposit-pending-heading">{t('deposit.pending.heading')}</Heading>
      {challengeUrl !== null && !answered && phase === 'checking' && (
        <>
          <Muted>{t('deposit.pending.confirmText')}</Muted>
          <ChallengeFrame
            ref={frameRef}
            title={t('deposit.pending.challengeTitle')}
            src={challengeUrl}
            onLoad={onChallengeLoad}
            sandbox="allow-scripts allow-forms allow-same-origin"
          />
          {/* For a bank page that refuses to show in a frame; also where Tab goes from the frame's last control. */}
          <a href={challengeUrl} target="_blank" rel="noopener noreferrer">
            {t('deposit.pending.challengeElsewhere')}
          </a>
        </>
      )}
      {phase === 'checking' && (challengeUrl === null || answered) && <Spinner label={t('deposit.pending.checking')} />}
      {payment?.redirectUrl &&
        isSafeRemoteUrl(payment.redirectUrl) &&
        challengeUrl === null &&
        phase === 'checking' && (
          <Actions>
            <Muted>{t('deposit.pending.confirmText')}</Muted>
            <a href={payment.redirectUrl} target="_blank" rel="noopener noreferrer">
              {t('deposit.pending.confirmLink')}
            </a>
          </Actions>
        )}
      {phase === 'ceiling' && (
        <div role="status">
          <Muted>{t('deposit.pending.stillPending')}</Muted>
          <Button onClick={() => setRound((n) => n + 1)}>{t('deposit.pending.checkAgain')}</Button>
        </div>
      )}
      {phase === 'error' && <CallError error={error} onRetry={() => setRound((n) => n + 1)} />}
    </Screen>
  );
}
