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
import { switchMessages } from './switchMessages';

/*
 * What the suspended screen does after the player chose a strategy (docs/product/suspended.md): in the
 * "suspended-switch" chunk with switch mode's screens, out of the first screen's download; the screen starts it
 * when it mounts, so a click does not wait for it.
 */

registerMessages(switchMessages);

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export type SendOutcome = { sent: true; attemptsLeft: number } | { sent: false; failure: unknown };

/** Asks the server to e-mail a code for `flow`; a refusal (`success: false`) is a failure without an error to show. */
export async function sendCode(dispatch: Dispatch, flow: SwitchFlow): Promise<SendOutcome> {
  try {
    const data = await dispatch(switchAccountApi.endpoints.sendSwitchCode.initiate({ flow })).unwrap();
    return data.success ? { sent: true, attemptsLeft: data.attemptsCountLeft } : { sent: false, failure: null };
  } catch (failure) {
    return { sent: false, failure };
  }
}

export type CheckOutcome =
  | { kind: 'confirmed'; login: string | null }
  | { kind: 'wrong'; message: string | null }
  | { kind: 'failed'; failure: unknown };

export async function checkCode(dispatch: Dispatch, flow: SwitchFlow, code: string): Promise<CheckOutcome> {
  try {
    const data = await dispatch(switchAccountApi.endpoints.checkSwitchCode.initiate({ confirm_code: code, flow })).unwrap();
    return data.success ? { kind: 'confirmed', login: data.login } : { kind: 'wrong', message: data.message };
  } catch (failure) {
    return { kind: 'failed', failure };
  }
}

/** docs/product/suspended.md#confirming-the-code: player init, cash data and profile, then the host's events. */
export async function afterSwitch(dispatch: Dispatch, t: Translate, flow: SwitchFlow, login: string | null): Promise<void> {
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
}
