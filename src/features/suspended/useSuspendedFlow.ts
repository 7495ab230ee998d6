import { useReducer, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SwitchFlow } from '@contracts/api/switchAccount';
import { baseApi } from '@/shared/api/baseApi';
import { getEventBus } from '@/shared/events/bus';
import { useT } from '@/shared/i18n/useT';
import { loadSwitchActions } from './lazySwitch';
import { initialSuspendedState, suspendedReducer } from './suspendedState';
import { useResendTimer } from './useResendTimer';

const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();

type QueryCacheKey = Parameters<typeof baseApi.internalActions.removeQueryResult>[0]['queryCacheKey'];
/** The profile's cache entry: RTK Query's key of an argument-less query (a branded string, hence the cast). */
const PROFILE_CACHE_KEY = 'getProfile(undefined)' as QueryCacheKey;

/** Everything the suspended screen does (docs/product/suspended.md): send and check codes, log out, open the chat. */
export function useSuspendedFlow({ onClose }: { onClose: () => void }) {
  const t = useT();
  const dispatch = useThunkDispatch();
  const [state, act] = useReducer(suspendedReducer, initialSuspendedState);
  const timer = useResendTimer();
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  // One call of each kind at a time, whatever the clicks and keystrokes.
  const busy = useRef({ send: false, check: false });

  /** docs/product/suspended.md#sending-the-code: only while the resend timer is 0; either way switch mode is on. */
  const send = async (flow: SwitchFlow) => {
    if (busy.current.send) return;
    if (timer.seconds > 0) {
      act({ type: 'entered', flow });
      return;
    }
    busy.current.send = true;
    setSending(true);
    try {
      const outcome = await loadSwitchActions().then(
        (actions) => actions.sendCode(dispatch, flow),
        (failure: unknown) => ({ sent: false as const, failure }),
      );
      if (outcome.sent) {
        act({ type: 'codeSent', flow, attemptsLeft: outcome.attemptsLeft });
        timer.start();
      } else {
        act({ type: 'sendFailed', flow, failure: outcome.failure });
      }
    } finally {
      busy.current.send = false;
      setSending(false);
    }
  };

  const check = async (code: string) => {
    const flow = state.switchType;
    if (!flow || busy.current.check) return;
    busy.current.check = true;
    setChecking(true);
    try {
      const actions = await loadSwitchActions();
      const outcome = await actions.checkCode(dispatch, flow, code);
      if (outcome.kind === 'confirmed') await actions.afterSwitch(dispatch, t, flow, outcome.login);
      else if (outcome.kind === 'wrong') act({ type: 'wrongCode', message: outcome.message || t('common.error.generic') });
      else act({ type: 'checkFailed', failure: outcome.failure, code });
    } catch (failure) {
      act({ type: 'checkFailed', failure, code });
    } finally {
      busy.current.check = false;
      setChecking(false);
    }
  };

  /** docs/product/suspended.md#logout: close the screen and the cash, tell the host, forget the profile. */
  const logout = () => {
    onClose();
    getEventBus().emit('logout', { reason: 'player' });
    dispatch(baseApi.internalActions.removeQueryResult({ queryCacheKey: PROFILE_CACHE_KEY }));
  };

  const openSupportChat = () => getEventBus().emit('open-support-chat', { source: 'suspended' });

  return {
    state,
    seconds: timer.seconds,
    sending,
    checking,
    send: (flow: SwitchFlow) => void send(flow),
    check: (code: string) => void check(code),
    back: () => act({ type: 'back' }),
    logout,
    openSupportChat,
  };
}
