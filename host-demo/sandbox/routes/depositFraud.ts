import { getAntifraudBaseMatch, initKountPayment } from '../../../contracts/api/fraud';
import { nextId } from '../deposit/state';
import { ANTIFRAUD_BASE_PLAYER_IDS } from '../players';
import { handlerFor } from './handler';

/** Kount merchant of the sandbox (test environment). */
export const KOUNT_MERCHANT_ID = '100100';

/** The antifraud checks before a payment (spec §7): Kount session and the antifraud base. */
export const depositFraudHandlers = [
  handlerFor(initKountPayment).player(({ state, body, log }) => {
    const sessionId = nextId(state.deposit, 'kount');
    log({ level: 'info', kind: 'kount', message: `Kount session ${sessionId}${body.paymentId ? ` for ${body.paymentId}` : ''}` });
    return { merchantId: KOUNT_MERCHANT_ID, sessionId, environment: 'test' };
  }),

  handlerFor(getAntifraudBaseMatch).player(({ player }) => {
    // As the identity match: a stopped account (other than a duplicate, which must reach its switch screen) is refused.
    if (!player.finOperationsAvailable && player.accountStatus !== 'duplicate') {
      return { status: 'restricted', reason: `Account status: ${player.accountStatus}` };
    }
    // An account in good standing that the antifraud base knows ('flagged'): only this check refuses it.
    if (ANTIFRAUD_BASE_PLAYER_IDS.has(player.id)) return { status: 'restricted', reason: 'Matched in the antifraud base' };
    return { status: 'allowed', reason: null };
  }),
];
