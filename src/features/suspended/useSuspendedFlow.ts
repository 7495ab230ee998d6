import { useEffect, useReducer, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SwitchFlow } from '@contracts/api/switchAccount';
import { baseApi } from '@/shared/api/baseApi';
import { getEventBus } from '@/shared/events/bus';
import { useT } from '@/shared/i18n/useT';
import { useIntentCall } from '@/shared/money/useIntentCall';
import { selectPlayerEpoch, type PlayerState } from '@/shared/player/playerSlice';
import { useLiveStore } from '@/shared/store/storeView';
import { codeActions, pendingCodeFlow, resendAllowedAt, selectCodeState, type LostCheck } from './codeSlice';
import { loadSwitchActions } from './lazySwitch';
import { openingState, suspendedReducer } from './suspendedState';
import { useSecondsUntil } from './useSecondsUntil';

type SwitchActions = Awaited<ReturnType<typeof loadSwitchActions>>;

const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();

type QueryCacheKey = Parameters<typeof baseApi.internalActions.removeQueryResult>[0]['queryCacheKey'];
/** The profile's cache entry: RTK Query's key of an argument-less query (a branded string, hence the cast). */
const PROFILE_CACHE_KEY = 'getProfile(undefined)' as QueryCacheKey;

/** The intent kit's names of the two calls: the contract ids. */
export const SEND_CODE_CALL = 'switchAccount.sendSwitchCode';
export const CHECK_CODE_CALL = 'switchAccount.checkSwitchCode';

/** Everything the suspended screen does (docs/product/suspended.md): send and check codes, log out, open the chat. */
export function useSuspendedFlow({ onClose }: { onClose: () => void }) {
  const t = useT();
  const dispatch = useThunkDispatch();
  const store = useLiveStore();
  // The code's state lives in the store (codeSlice.ts): a reopened cashier finds its countdown and checks left, and
  // a check whose answer was lost before the close (the screen opens on it and re-reads the server).
  const code = useSelector(selectCodeState);
  const [state, act] = useReducer(suspendedReducer, code.lostCheck?.flow ?? null, openingState);
  // docs/architecture.md, "One player at a time": the screen's own state belongs to the player it was opened for.
  const epoch = useSelector(selectPlayerEpoch);
  const [stateEpoch, setStateEpoch] = useState(epoch);
  if (stateEpoch !== epoch) {
    setStateEpoch(epoch);
    act({ type: 'playerChanged' });
  }
  const seconds = useSecondsUntil(resendAllowedAt(code.lastSend));
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  // One call of each kind at a time, whatever the clicks and keystrokes (the kit's own guard covers the request
  // only; this one the chunk's download, the re-read and the success path too).
  const busy = useRef({ send: false, check: false });
  // Both calls go through the intent kit (docs/architecture.md, "Money moves exactly once"): the idempotency key of
  // player + call + target, the same on Try again, a reopen and a reload; done, failed or unknown told apart.
  const sends = useIntentCall(SEND_CODE_CALL);
  const checks = useIntentCall(CHECK_CODE_CALL);

  /**
   * Whether the player a call started for is still the one signed in (docs/architecture.md, "One player at a time"):
   * taken when a send or check starts; once false, every later step (state, re-read, success path) is dropped.
   */
  const playerGuard = () => {
    const readEpoch = () => selectPlayerEpoch(store.getState() as { player?: PlayerState });
    const started = readEpoch();
    return () => readEpoch() === started;
  };

  /** Runs `body` as the one call of its kind: the `busy` guard and the kind's flag are on until it ends, however. */
  const oneAtATime = async (kind: 'send' | 'check', body: () => Promise<void>) => {
    const setFlag = kind === 'send' ? setSending : setChecking;
    busy.current[kind] = true;
    setFlag(true);
    try {
      await body();
    } finally {
      busy.current[kind] = false;
      setFlag(false);
    }
  };

  /** The switch calls' chunk, or null when it did not arrive (then `onFailed` is told why; nothing was sent). */
  const loadActions = async (onFailed: (failure: unknown) => void): Promise<SwitchActions | null> => {
    try {
      return await loadSwitchActions();
    } catch (failure) {
      onFailed(failure);
      return null;
    }
  };

  /**
   * docs/product/suspended.md#sending-the-code: only when no code may still be valid (by the wall clock); otherwise
   * switch mode is entered without a request. Either way switch mode is on. The target is the strategy: a send
   * whose answer was lost is sent again with its key (the server answers as it did and e-mails nothing twice); a
   * send that was answered is settled, so the next one (the resend link) asks for a new e-mail.
   */
  const send = async (flow: SwitchFlow) => {
    if (busy.current.send) return;
    if (pendingCodeFlow(selectCodeState(store.getState()).lastSend, Date.now()) !== null) {
      act({ type: 'entered', flow });
      return;
    }
    const live = playerGuard();
    await oneAtATime('send', async () => {
      const actions = await loadActions((failure) => {
        // The chunk did not arrive: nothing was sent.
        if (!live()) return;
        dispatch(codeActions.sendRefused({ flow, attemptsLeft: null }));
        act({ type: 'sendFailed', flow, failure, lost: false });
      });
      // `repeatable`: the resend link asks for the same strategy again once the countdown allows.
      if (!actions || !live()) return;
      const run = await sends.run({ flow }, (intent) => actions.sendCode(dispatch, flow, intent.key), {
        repeatable: true,
      });
      if (!live()) return;
      if (run.outcome === 'done' && run.data.success) {
        dispatch(codeActions.codeSent({ flow, at: Date.now(), attemptsLeft: run.data.attemptsCountLeft }));
        act({ type: 'codeSent', flow });
      } else if (run.outcome === 'done') {
        dispatch(codeActions.sendRefused({ flow, attemptsLeft: run.data.attemptsCountLeft }));
        act({ type: 'sendFailed', flow, failure: null, lost: false });
      } else if (run.outcome === 'unknown') {
        dispatch(codeActions.sendUnknown({ flow }));
        act({ type: 'sendFailed', flow, failure: run.error, lost: true });
      } else if (run.outcome === 'failed') {
        dispatch(codeActions.sendRefused({ flow, attemptsLeft: null }));
        act({ type: 'sendFailed', flow, failure: run.error, lost: false });
      }
    });
  };

  /** The switch happened: the code state goes, the success path runs (docs/product/suspended.md#confirming-the-code). */
  const switched = async (actions: SwitchActions, flow: SwitchFlow, login: string | null, live: () => boolean) => {
    if (!live()) return;
    dispatch(codeActions.switched());
    await actions.afterSwitch(dispatch, t, flow, login, live);
  };

  /**
   * Whether a check whose answer was lost (or a "no" after one) switched the account: the server's state read
   * again, "we are checking" meanwhile (docs/product/suspended.md#lost-answers). What the re-read found; when the
   * switch happened, the success path has run.
   */
  const reread = async (
    actions: SwitchActions,
    flow: SwitchFlow,
    live: () => boolean,
  ): Promise<'switched' | 'not-switched' | 'unknown' | 'player-gone'> => {
    if (!live()) return 'player-gone';
    act({ type: 'rereading' });
    const found = await actions.readSwitched(dispatch);
    // Another player now: what was read (or failed to be) is not about the player whose check this was.
    if (!live()) return 'player-gone';
    if (found === 'switched') await switched(actions, flow, null, live);
    return found;
  };

  /** A lost check not settled: remembered for a reopen, said as "we cannot tell" with Try again (the same code). */
  const stillUnknown = (flow: SwitchFlow, typed: string, failure: unknown) => {
    dispatch(codeActions.checkLost({ flow, code: typed }));
    act({ type: 'checkFailed', failure, lost: true, code: typed });
  };

  /**
   * docs/product/suspended.md#confirming-the-code, #lost-answers. The target is the strategy and the typed code:
   * Try again, the same code typed again, a reopen and a reload send the key of the first try, so the server
   * answers them as it answered it (no second attempt used, no "code used up" for a check that switched).
   */
  const check = async (typed: string) => {
    const flow = state.switchType;
    if (!flow || busy.current.check) return;
    const live = playerGuard();
    await oneAtATime('check', async () => {
      const actions = await loadActions((failure) => {
        // The chunk did not arrive: nothing was checked.
        if (live()) act({ type: 'checkFailed', failure, lost: false, code: typed });
      });
      if (!actions || !live()) return;
      // A lost check before this one (kept in the store, or this very intent's last answer lost): the switch may
      // have happened, so a "no" now is first checked against the server's state.
      let afterLost = selectCodeState(store.getState()).lostCheck !== null;
      // `repeatable`: the player may type the same code again after a definite answer (a new check, a new key).
      const run = await checks.run(
        { flow, code: typed },
        (intent) => {
          if (intent.unknown) afterLost = true;
          return actions.checkCode(dispatch, flow, typed, intent.key);
        },
        { repeatable: true },
      );
      if (run.outcome === 'busy' || run.outcome === 'stopped' || !live()) return;
      if (run.outcome === 'done' && run.data.success) {
        await switched(actions, flow, run.data.login, live);
        return;
      }
      const failure = run.outcome === 'done' ? null : run.error;
      if (run.outcome === 'unknown' || afterLost) {
        const found = await reread(actions, flow, live);
        if (found === 'switched' || found === 'player-gone') return;
        // A lost answer is never a "no", whatever the re-read: the check may still be on its way on the server. A
        // refusal after a lost check is not told as a "no" while the re-read cannot tell. The server's own "no" (a
        // wrong code, a replay of it under the same key included) is final for this code: the intent is settled,
        // so "we cannot tell" here would send the code again with a new key and use a second attempt.
        if (run.outcome === 'unknown' || (found === 'unknown' && run.outcome !== 'done')) {
          stillUnknown(flow, typed, failure);
          return;
        }
      }
      // A definite answer, and the account still a duplicate.
      dispatch(codeActions.checkLost(null));
      if (run.outcome === 'done') {
        dispatch(codeActions.wrongCode());
        act({ type: 'wrongCode', message: run.data.message || t('common.error.generic') });
      } else {
        act({ type: 'checkFailed', failure, lost: false, code: typed });
      }
    });
  };

  /**
   * The screen opened on a check whose answer was lost before the cashier closed (a reopen): "we are checking" while
   * the server is read again, then the success path, or "we cannot tell" with Try again (the same code, its key).
   */
  const resume = async (lost: LostCheck) => {
    if (busy.current.check) return;
    const live = playerGuard();
    await oneAtATime('check', async () => {
      try {
        const actions = await loadSwitchActions();
        const found = await reread(actions, lost.flow, live);
        if (found === 'not-switched' || found === 'unknown') stillUnknown(lost.flow, lost.code, null);
      } catch (failure) {
        // The chunk did not arrive: nothing is known yet.
        if (live()) stillUnknown(lost.flow, lost.code, failure);
      }
    });
  };

  // Once, when the screen opens: what it was opened on (openingState) is read from the store at that moment.
  const opening = useRef(code.lostCheck);
  useEffect(() => {
    const lost = opening.current;
    opening.current = null;
    if (lost) void resume(lost);
    // Once per mount (a ref, so a second run of the effect does nothing).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
