import { useReducer, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SwitchFlow } from '@contracts/api/switchAccount';
import { baseApi } from '@/shared/api/baseApi';
import { cashApi } from '@/shared/cash/api';
import { loadAppCash } from '@/shared/cash/loadAppCash';
import { profileApi } from '@/shared/cash/profileApi';
import { getEventBus } from '@/shared/events/bus';
import { useT } from '@/shared/i18n/useT';
import { showNotification } from '@/shared/notifications/showNotification';
import { useCheckSwitchCodeMutation, useSendSwitchCodeMutation } from './api';
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
  const [sendCode, sending] = useSendSwitchCodeMutation();
  const [checkCode, checking] = useCheckSwitchCodeMutation();
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
    try {
      const data = await sendCode({ flow }).unwrap();
      if (data.success) {
        act({ type: 'codeSent', flow, attemptsLeft: data.attemptsCountLeft });
        timer.start();
      } else {
        act({ type: 'sendFailed', flow, failure: null });
      }
    } catch (failure) {
      act({ type: 'sendFailed', flow, failure });
    } finally {
      busy.current.send = false;
    }
  };

  /** docs/product/suspended.md#confirming-the-code: player init, cash data and profile, then the host's events. */
  const switched = async (flow: SwitchFlow, login: string | null) => {
    await dispatch(cashApi.endpoints.getAppInit.initiate(undefined, { forceRefetch: true, subscribe: false }));
    await Promise.all([
      dispatch(loadAppCash()),
      dispatch(profileApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true, subscribe: false })),
    ]);
    const bus = getEventBus();
    bus.emit('re-init-data', { reason: 'account-switched' });
    if (flow === 'switchToRealAccount') {
      bus.emit('websocket-reconnect', { reason: 'account-switched' });
      dispatch(showNotification({ status: 'check', message: t('suspended.switched', { name: login ?? '' }) }));
    }
  };

  const check = async (code: string) => {
    const flow = state.switchType;
    if (!flow || busy.current.check) return;
    busy.current.check = true;
    try {
      const data = await checkCode({ confirm_code: code, flow }).unwrap();
      if (data.success) await switched(flow, data.login);
      else act({ type: 'wrongCode', message: data.message || t('common.error.generic') });
    } catch (failure) {
      act({ type: 'checkFailed', failure });
    } finally {
      busy.current.check = false;
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
    sending: sending.isLoading,
    checking: checking.isLoading,
    send: (flow: SwitchFlow) => void send(flow),
    check: (code: string) => void check(code),
    back: () => act({ type: 'back' }),
    logout,
    openSupportChat,
  };
}
