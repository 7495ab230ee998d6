import { useEffect, useReducer, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { PlayerBalance } from '@contracts/api/common';
import { useGetCashDataQuery } from '@/shared/cashier/api';
import { announceBalance } from '@/shared/events/announceBalance';
import { formatCoins, formatMoney } from '@/shared/format/money';
import { useFormatDateTime } from '@/shared/format/useFormatDateTime';
import { useT } from '@/shared/i18n/useT';
import { logger } from '@/shared/log';
import { showNotification } from '@/shared/notifications/showNotification';
import { OutcomeNotice } from '@/shared/money/OutcomeNotice';
import { useIntentCall, useUnknownIntents } from '@/shared/money/useIntentCall';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { useReceiveFreeCoinsMutation } from './api';
import { Card, CardHeading, Text } from './parts.styles';

/** The longest wait (ms) a timer re-enables the button after; later times show and need a new visit. */
const MAX_TIMER = 24 * 60 * 60 * 1000;

/** The intent book's name for the claim. */
export const FREE_COINS_CALL = 'rewards.receiveFreeCoins';

/**
 * Free coins (docs/product/rewards.md, "Free coins"): the claim button, then the server's answer (received, or not
 * yet) and the next time. The claim goes through the intent kit: one in flight (a double press sends once), its
 * target the claim slot (the next time the last answer gave, or "now") and the answers seen; the button stays
 * disabled until the next time the server gave. A grant notifies the player and sends the new balance to the host (`balance-changed`).
 * The claim carries no idempotency key: the server grants at most once per slot, so sending it again is safe. A lost
 * answer is never reported as a failure: the balance (app cash) is read again; a rise proves the coins arrived, else
 * the panel says it is not confirmed, with a Try again. The answer is kept under a fixed cache key, so the panel
 * shows it again when it mounts anew.
 */
export function FreeCoins() {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [receive, claim] = useReceiveFreeCoinsMutation({ fixedCacheKey: 'rewards.freeCoins' });
  const cashData = useGetCashDataQuery();
  const intents = useIntentCall(FREE_COINS_CALL);
  const earlier = useUnknownIntents(FREE_COINS_CALL);
  const [lost, setLost] = useState<'checking' | 'unknown' | null>(null);
  const [arrived, setArrived] = useState<PlayerBalance | null>(null);
  const [answered, setAnswered] = useState(0);
  // The balance before the first attempt of the claim whose answer was lost: what the re-read compares against.
  const before = useRef<number | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const data = claim.data;
  const waitMs = data?.nextAvailableAt ? Date.parse(data.nextAvailableAt) - Date.now() : 0;

  useEffect(() => {
    if (waitMs <= 0 || waitMs > MAX_TIMER) return;
    const timer = setTimeout(rerender, waitMs);
    return () => clearTimeout(timer);
  }, [waitMs]);

  const granted = (balance: PlayerBalance, message: string) => {
    dispatch(showNotification({ message, status: 'plus' }));
    announceBalance(balance);
  };

  // A claim whose answer was lost before this panel mounted (a reopen, a reload): shown as not confirmed.
  const earlierLost = lost === null && arrived === null && !data && (earlier.intents?.length ?? 0) > 0;

  const onClaim = async () => {
    // The slot the claim is for, and how many answers this panel had: a double press or a retry after a lost answer
    // is the same claim, while a press after an answer (a "not yet" whose time the player's clock says has come)
    // is a new one.
    const target = { slot: data?.nextAvailableAt ?? 'now', answered };
    const retryOfLost = lost !== null || earlierLost;
    if (lost === null) before.current = cashData.data?.playerBalance.balance ?? null;
    const run = await intents.run(target, () => receive());
    if (run.outcome === 'done') {
      setLost(null);
      setAnswered((count) => count + 1);
      const answer = run.data;
      if (answer.received) {
        setArrived(null);
        granted(answer.balance, t('rewards.freeCoins.received', { coins: formatCoins(answer.coins) }));
      } else if (retryOfLost && before.current !== null && answer.balance.balance > before.current) {
        // Nothing granted now, yet the balance rose since the lost claim: that claim went through.
        setArrived(answer.balance);
        granted(
          answer.balance,
          t('rewards.freeCoins.arrived', { balance: formatMoney(answer.balance.balance, answer.balance.currency) }),
        );
      }
    } else if (run.outcome === 'unknown') {
      logger.error('rewards: the answer to a free-coins claim was lost', run.error);
      setLost('checking');
      const fresh = (await cashData.refetch()).data?.playerBalance;
      if (fresh && before.current !== null && fresh.balance > before.current) {
        await intents.settle(target);
        setAnswered((count) => count + 1);
        setLost(null);
        setArrived(fresh);
        granted(fresh, t('rewards.freeCoins.arrived', { balance: formatMoney(fresh.balance, fresh.currency) }));
      } else {
        setLost('unknown');
      }
    } else if (run.outcome === 'failed') {
      setLost(null);
    }
  };

  const waiting = waitMs > 0;
  const busy = intents.submitting || lost === 'checking';
  const failure = intents.failure?.outcome === 'failed' ? intents.failure.error : null;
  return (
    <Card aria-labelledby="rewards-free-coins-heading">
      <CardHeading id="rewards-free-coins-heading">{t('rewards.freeCoins.heading')}</CardHeading>
      <div role="status">
        {arrived && (
          <Text data-cashier-outcome="done">
            {t('rewards.freeCoins.arrived', { balance: formatMoney(arrived.balance, arrived.currency) })}
          </Text>
        )}
        {data && !arrived && (
          <Text>
            {data.received
              ? t('rewards.freeCoins.received', { coins: formatCoins(data.coins) })
              : t('rewards.freeCoins.notYet')}
          </Text>
        )}
        {data?.nextAvailableAt && waiting && (
          <Text>{t('rewards.freeCoins.nextAt', { date: formatDateTime(data.nextAvailableAt) })}</Text>
        )}
      </div>
      {lost === 'checking' && <OutcomeNotice outcome="checking" text={t('rewards.freeCoins.lost.checking')} />}
      {(lost === 'unknown' || earlierLost) && (
        <OutcomeNotice outcome="unknown" text={t('rewards.freeCoins.lost.unknown')} onRetry={() => void onClaim()} />
      )}
      {failure !== null && <CallError error={failure} onRetry={() => void onClaim()} />}
      {/* Claimed: the server's answer said so, or the re-read balance proved the coins arrived (a lost answer). */}
      <Button onClick={() => void onClaim()} disabled={busy || waiting || arrived !== null} aria-busy={busy}>
        {busy
          ? t('rewards.freeCoins.claiming')
          : (data?.received && waiting) || arrived !== null
            ? t('rewards.freeCoins.claimed')
            : t('rewards.freeCoins.claim')}
      </Button>
    </Card>
  );
}
