import { useEffect, useReducer, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { getEventBus } from '@/shared/events/bus';
import { formatCoins } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import { showNotification } from '@/shared/notifications/showNotification';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { useReceiveFreeCoinsMutation } from './api';
import { formatDateTime } from './format';
import { Card, CardHeading, Text } from './parts.styles';

/** The longest wait (ms) a timer re-enables the button after; later times show and need a new visit. */
const MAX_TIMER = 24 * 60 * 60 * 1000;

/**
 * Free coins (docs/product/rewards.md, "Free coins"): the claim button, then the server's answer (received, or not
 * yet) and the next time. One claim at a time: the button is disabled while one is in flight (and a ref guards a
 * double press before the re-render), and until the next time the server gave. A grant notifies the player and
 * sends the new balance to the host (`balance-changed`). The answer is kept under a fixed cache key, so the panel
 * shows it again when it mounts anew.
 */
export function FreeCoins() {
  const t = useT();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [receive, claim] = useReceiveFreeCoinsMutation({ fixedCacheKey: 'rewards.freeCoins' });
  const inFlight = useRef(false);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const data = claim.data;
  const waitMs = data?.nextAvailableAt ? Date.parse(data.nextAvailableAt) - Date.now() : 0;

  useEffect(() => {
    if (waitMs <= 0 || waitMs > MAX_TIMER) return;
    const timer = setTimeout(rerender, waitMs);
    return () => clearTimeout(timer);
  }, [waitMs]);

  const onClaim = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const answer = await receive().unwrap();
      if (answer.received) {
        dispatch(showNotification({ message: t('rewards.freeCoins.received', { coins: formatCoins(answer.coins) }), status: 'plus' }));
        getEventBus().emit('balance-changed', { balance: answer.balance.balance, currency: answer.balance.currency });
      }
    } catch {
      // Shown below from the mutation's error, with Try again; nothing changed.
    } finally {
      inFlight.current = false;
    }
  };

  const waiting = waitMs > 0;
  return (
    <Card aria-labelledby="rewards-free-coins-heading">
      <CardHeading id="rewards-free-coins-heading">{t('rewards.freeCoins.heading')}</CardHeading>
      <div role="status">
        {data && <Text>{data.received ? t('rewards.freeCoins.received', { coins: formatCoins(data.coins) }) : t('rewards.freeCoins.notYet')}</Text>}
        {data?.nextAvailableAt && waiting && <Text>{t('rewards.freeCoins.nextAt', { date: formatDateTime(data.nextAvailableAt) })}</Text>}
      </div>
      {claim.isError && <CallError error={claim.error} onRetry={() => void onClaim()} />}
      <Button onClick={() => void onClaim()} disabled={claim.isLoading || waiting} aria-busy={claim.isLoading}>
        {claim.isLoading ? t('rewards.freeCoins.claiming') : data?.received && waiting ? t('rewards.freeCoins.claimed') : t('rewards.freeCoins.claim')}
      </Button>
    </Card>
  );
}
