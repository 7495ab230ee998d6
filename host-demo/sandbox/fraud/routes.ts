import {
  checkIdentityMatch,
  getAntifraudBaseMatch,
  initKountPayment,
  type IdentityMatchData,
} from '../../../contracts/api/fraud';
import type { PlayerRecord } from '../account/playerRecord';
import { ANTIFRAUD_BASE_PLAYER_IDS } from '../account/players';
import { nextId } from '../deposit/state';
import { handlerFor } from '../handler';

/** Kount merchant of the sandbox (test environment). */
export const KOUNT_MERCHANT_ID = '100100';

/**
 * The verdict every fraud check starts from: only accounts whose operations are stopped for a reason other than a
 * duplicate are refused; a duplicate must still reach its suspended screen to switch accounts.
 */
function accountVerdict(player: PlayerRecord): IdentityMatchData {
  if (!player.finOperationsAvailable && player.accountStatus !== 'duplicate') {
    return { status: 'restricted', reason: `Account status: ${player.accountStatus}` };
  }
  return { status: 'allowed', reason: null };
}

/** The identity match on entering the cash area, and the antifraud checks before a payment: Kount and the antifraud base. */
export const fraudHandlers = [
  handlerFor(checkIdentityMatch).player(({ player, body, log }) => {
    // Kept in the log so a test can see what the cashier sent (the geo check after entering cash).
    log({
      level: 'info',
      kind: 'identity-match',
      message: `identity-match: ${body.action}${body.deviceGps ? ` at ${body.deviceGps.latitude},${body.deviceGps.longitude}` : ' (no device position)'}`,
      data: { action: body.action, deviceGps: body.deviceGps ?? null },
    });
    return accountVerdict(player);
  }),

  handlerFor(initKountPayment).player(({ state, body, log }) => {
    const sessionId = nextId(state.deposit, 'kount');
    log({
      level: 'info',
      kind: 'kount',
      message: `Kount session ${sessionId}${body.paymentId ? ` for ${body.paymentId}` : ''}`,
    });
    return { merchantId: KOUNT_MERCHANT_ID, sessionId, environment: 'test' };
  }),

  handlerFor(getAntifraudBaseMatch).player(({ player }) => {
    const verdict = accountVerdict(player);
    // An account in good standing that the antifraud base knows ('flagged'): only this check refuses it.
    if (verdict.status === 'allowed' && ANTIFRAUD_BASE_PLAYER_IDS.has(player.id))
      return { status: 'restricted', reason: 'Matched in the antifraud base' };
    return verdict;
  }),
];
