import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CheckSwitchCodeData, SendSwitchCodeData, SwitchFlow } from '@contracts/api/switchAccount';
import { cashierApi } from '@/shared/cashier/api';
import { loadCashData } from '@/shared/cashier/loadCashData';
import { profileApi } from '@/shared/cashier/profileApi';
import { getEventBus } from '@/shared/events/bus';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import type { Translate } from '@/shared/i18n/translate';
import { showNotification } from '@/shared/notifications/showNotification';
import { switchAccountApi } from './api';
import type { SendResult } from '@/shared/money/useIntentCall';
import { switchMessages } from './switchMessages';

/*
 * What the suspended screen does after the player chose a strategy (docs/product/suspended.md): in the
 * "suspended-switch" chunk with switch mode's screens, out of the first screen's download; the screen starts it
 * when it mounts, so a click does not wait for it.
 */

registerMessages(switchMessages);

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/*
 * The two calls are made through the intent kit by the flow (useSuspendedFlow.ts): it gives the idempotency key of
 * player + call + target and tells done, failed and unknown apart (docs/architecture.md, "Money moves exactly once").
 */

/** Asks the server to e-mail a code for `flow` (docs/product/suspended.md#sending-the-code, #lost-answers). */
export async function sendCode(
  dispatch: Dispatch,
  flow: SwitchFlow,
  idempotencyKey: string,
): Promise<SendResult<SendSwitchCodeData>> {
  return await dispatch(switchAccountApi.endpoints.sendSwitchCode.initiate({ flow, idempotencyKey }));
}

/** Checks the typed code for `flow` (docs/product/suspended.md#confirming-the-code, #lost-answers). */
export async function checkCode(
  dispatch: Dispatch,
  flow: SwitchFlow,
  code: string,
  idempotencyKey: string,
): Promise<SendResult<CheckSwitchCodeData>> {
  return await dispatch(
    switchAccountApi.endpoints.checkSwitchCode.initiate({ confirm_code: code, flow, idempotencyKey }),
  );
}

/**
 * Whether the switch has happened, by the server's own state (docs/product/suspended.md#lost-answers): the cash data
 * read again (it also updates the gate), the account no longer a duplicate. `unknown` when it cannot be read.
 */
export async function readSwitched(dispatch: Dispatch): Promise<'switched' | 'not-switched' | 'unknown'> {
  const cash = await dispatch(loadCashData())
    .unwrap()
    .catch(() => null);
  if (!cash) return 'unknown';
  return cash.finOperations.accountStatus === 'duplicate' ? 'not-switched' : 'switched';
}

/**
 * docs/product/suspended.md#confirming-the-code: player init, cash data and profile, then the host's events.
 * `live`: whether the player the switch was for is still signed in; the events and the notification need it.
 */
export async function afterSwitch(
  dispatch: Dispatch,
  t: Translate,
  flow: SwitchFlow,
  login: string | null,
  live: () => boolean = () => true,
): Promise<void> {
  await dispatch(cashierApi.endpoints.getAppInit.initiate(undefined, { forceRefetch: true, subscribe: false }));
  const [, profile] = await Promise.all([
    dispatch(loadCashData()),
    dispatch(profileApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true, subscribe: false })),
  ]);
  // Another player signed in meanwhile (docs/architecture.md, "One player at a time"): nothing of this switch is theirs.
  if (!live()) return;
  const bus = getEventBus();
  // A switch learnt from the cash data (the check's answer was lost) has no login: the reloaded profile's.
  const name = login ?? profile.data?.login ?? '';
  bus.emit('re-init-data', { reason: 'account-switched' });
  if (flow === 'switchToRealAccount') {
    bus.emit('websocket-reconnect', { reason: 'account-switched' });
    dispatch(showNotification({ status: 'check', message: t('suspended.switched', { name }) }));
  }
}
