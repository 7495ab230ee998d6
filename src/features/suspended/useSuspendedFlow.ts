import { useReducer, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SwitchFlow } from '@contracts/api/switchAccount';
import { baseApi } from '@/shared/api/baseApi';
import { getEventBus } from '@/shared/events/bus';
import { useT } from '@/shared/i18n/useT';
import { codeActions, pendingCodeFlow, resendAllowedAt, selectCodeState } from './codeSlice';
import { loadSwitchActions } from './lazySwitch';
import { initialSuspendedState, suspendedReducer } from './suspendedState';
import { useSecondsUntil } from './useSecondsUntil';

const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();

type QueryCacheKey = Parameters<typeof baseApi.internalActions.removeQueryResult>[0]['queryCacheKey'];
/** The profile's cache entry: RTK Query's key of an argument-less query (a branded string, hence the cast). */
const PROFILE_CACHE_KEY = 'getProfile(undefined)' as QueryCacheKey;

/** Everything the suspended screen does (docs/product/suspended.md): send and check codes, log out, open the chat. */
export function useSuspendedFlow({ onClose }: { onClose: () => void }) {
  const t = useT();
  const dispatch = useThunkDispatch();
  const store = useStore();
  const [state, act] = useReducer(suspendedReducer, initialSuspendedState);
  // The code's state lives in the store (codeSlice.ts): a reopened cashier finds its countdown and checks left.
  const code = useSelector(selectCodeState);
  const seconds = useSecondsUntil(resendAllowedAt(code.lastSend));
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  // One call of each kind at a time, whatever the clicks and keystrokes.
  const busy = useRef({ send: false, check: false });

  /**
   * docs/product/suspended.md#sending-the-code: only when no code may still be valid (by the wall clock); otherwise
   * switch mode is entered without a request. Either way switch mode is on.
   */
  const send = async (flow: SwitchFlow) => {
    if (busy.current.send) return;
    if (pendingCodeFlow(selectCodeState(store.getState()).lastSend, Date.now()) !== null) {
      act({ type: 'entered', flow });
      return;
    }
    busy.current.send = true;
    setSending(true);
    try {
      const outcome = await loadSwitchActions().then(
        (actions) => actions.sendCode(dispatch, flow),
        // The chunk did not arrive: nothing was sent.
        (failure: unknown) => ({ kind: 'refused' as const, attemptsLeft: null, failure }),
      );
      if (outcome.kind === 'sent') {
        dispatch(codeActions.codeSent({ flow, at: Date.now(), attemptsLeft: outcome.attemptsLeft }));
        act({ type: 'codeSent', flow });
      } else if (outcome.kind === 'unknown') {
        dispatch(codeActions.sendUnknown({ flow }));
        act({ type: 'sendFailed', flow, failure: outcome.failure, lost: true });
      } else {
        dispatch(codeActions.sendRefused({ flow, attemptsLeft: outcome.attemptsLeft }));
        act({ type: 'sendFailed', flow, failure: outcome.failure, lost: false });
      }
    } finally {
      busy.current.send = false;
      setSending(false);
    }
  };

  /** docs/product/suspended.md#confirming-the-code, #lost-answers. */
  const check = async (typed: string) => {
    const flow = state.switchType;
    if (!flow || busy.current.check) return;
    busy.current.check = true;
    setChecking(true);
    try {
      const actions = await loadSwitchActions();
      const outcome = await actions.checkCode(dispatch, flow, typed);
      const done = async (login: string | null) => {
        dispatch(codeActions.switched());
        await actions.afterSwitch(dispatch, t, flow, login);
      };
      if (outcome.kind === 'confirmed') {
        await done(outcome.login);
        return;
      }
      // A lost answer, or any "no" after one (the retry finds the code used up): the server's state decides.
      if (outcome.kind === 'unknown' || selectCodeState(store.getState()).checkLost) {
        const switched = await actions.readSwitched(dispatch);
        if (switched === 'switched') {
          await done(null);
          return;
        }
        if (outcome.kind === 'unknown' || switched === 'unknown') {
          dispatch(codeActions.checkLost(true));
          act({ type: 'checkFailed', failure: outcome.kind === 'unknown' || outcome.kind === 'failed' ? outcome.failure : null, lost: true, code: typed });
          return;
        }
      }
      dispatch(codeActions.checkLost(false));
      if (outcome.kind === 'wrong') {
        dispatch(codeActions.wrongCode());
        act({ type: 'wrongCode', message: outcome.message || t('common.error.generic') });
      } else {
        act({ type: 'checkFailed', failure: outcome.failure, lost: false, code: typed });
      }
    } catch (failure) {
      // The chunk did not arrive: nothing was checked.
      act({ type: 'checkFailed', failure, lost: false, code: typed });
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
    code,
    seconds,
    sending,
    checking,
    send: (flow: SwitchFlow) => void send(flow),
    check: (code: string) => void check(code),
    back: () => act({ type: 'back' }),
    /** Go back to the strategy whose code was sent (docs/product/suspended.md#changing-strategy). */
    enter: (flow: SwitchFlow) => act({ type: 'entered', flow }),
    logout,
    openSupportChat,
  };
}
