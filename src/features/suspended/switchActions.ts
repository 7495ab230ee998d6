import { nanoid } from '@reduxjs/toolkit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SwitchFlow } from '@contracts/api/switchAccount';
import { cashApi } from '@/shared/cash/api';
import { loadAppCash } from '@/shared/cash/loadAppCash';
import { profileApi } from '@/shared/cash/profileApi';
import { getEventBus } from '@/shared/events/bus';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import type { Translate } from '@/shared/i18n/translate';
import { showNotification } from '@/shared/notifications/showNotification';
import { switchAccountApi } from './api';
import { outcomeOfError } from '@/shared/payments/outcome';
import { switchMessages } from './switchMessages';

/*
 * What the suspended screen does after the player chose a strategy (docs/product/suspended.md): in the
 * "suspended-switch" chunk with switch mode's screens, out of the first screen's download; the screen starts it
 * when it mounts, so a click does not wait for it.
 */

registerMessages(switchMessages);

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export type SendOutcome =
  | { kind: 'sent'; attemptsLeft: number }
  /** A definite no: `success: false` (with the server's count) or a refusal (a 4xx, `failure` to say). */
  | { kind: 'refused'; attemptsLeft: number | null; failure: unknown }
  /** The answer was lost: the e-mail may have gone out. */
  | { kind: 'unknown'; failure: unknown };

/** Asks the server to e-mail a code for `flow` (docs/product/suspended.md#sending-the-code, #lost-answers). */
export async function sendCode(dispatch: Dispatch, flow: SwitchFlow): Promise<SendOutcome> {
  // Every send asks for a new e-mail, so each has a key of its own (no intent to keep for a retry); the key makes a
  // repeat of this very request harmless (a browser resends it by itself when a kept-alive connection drops).
  const result = await dispatch(switchAccountApi.endpoints.sendSwitchCode.initiate({ flow, idempotencyKey: nanoid() }));
  if ('error' in result) {
    return outcomeOfError(result.error) === 'failed' ? { kind: 'refused', attemptsLeft: null, failure: result.error } : { kind: 'unknown', failure: result.error };
  }
  const { data } = result;
  return data.success ? { kind: 'sent', attemptsLeft: data.attemptsCountLeft } : { kind: 'refused', attemptsLeft: data.attemptsCountLeft, failure: null };
}

export type CheckOutcome =
  | { kind: 'confirmed'; login: string | null }
  /** The server's answer `success: false`: a wrong code. */
  | { kind: 'wrong'; message: string | null }
  /** A refusal of the call itself (a 4xx): nothing happened. */
  | { kind: 'failed'; failure: unknown }
  /** The answer was lost: the switch may have happened. */
  | { kind: 'unknown'; failure: unknown };

export async function checkCode(dispatch: Dispatch, flow: SwitchFlow, code: string): Promise<CheckOutcome> {
  const result = await dispatch(switchAccountApi.endpoints.checkSwitchCode.initiate({ confirm_code: code, flow }));
  if ('error' in result) {
    return outcomeOfError(result.error) === 'failed' ? { kind: 'failed', failure: result.error } : { kind: 'unknown', failure: result.error };
  }
  const { data } = result;
  return data.success ? { kind: 'confirmed', login: data.login } : { kind: 'wrong', message: data.message };
}

/**
 * Whether the switch has happened, by the server's own state (docs/product/suspended.md#lost-answers): the cash data
 * read again (it also updates the gate), the account no longer a duplicate. `unknown` when it cannot be read.
 */
export async function readSwitched(dispatch: Dispatch): Promise<'switched' | 'not-switched' | 'unknown'> {
  const cash = await dispatch(loadAppCash()).unwrap().catch(() => null);
  if (!cash) return 'unknown';
  return cash.finOperations.accountStatus === 'duplicate' ? 'not-switched' : 'switched';
}

/** docs/product/suspended.md#confirming-the-code: player init, cash data and profile, then the host's events. */
export async function afterSwitch(dispatch: Dispatch, t: Translate, flow: SwitchFlow, login: string | null): Promise<void> {
  await dispatch(cashApi.endpoints.getAppInit.initiate(undefined, { forceRefetch: true, subscribe: false }));
  const [, profile] = await Promise.all([
    dispatch(loadAppCash()),
    dispatch(profileApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true, subscribe: false })),
  ]);
  const bus = getEventBus();
  // A switch learnt from the cash data (the check's answer was lost) has no login: the reloaded profile's.
  const name = login ?? profile.data?.login ?? '';
  bus.emit('re-init-data', { reason: 'account-switched' });
  if (flow === 'switchToRealAccount') {
    bus.emit('websocket-reconnect', { reason: 'account-switched' });
    dispatch(showNotification({ status: 'check', message: t('suspended.switched', { name }) }));
  }
}
