import { getAntifraudBaseMatch, initKountPayment } from '../../../contracts/api/fraud';
import { nextId } from '../deposit/state';
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

  handlerFor(getAntifraudBaseMatch).player(({ player }) =>
    // As the identity match: a stopped account (other than a duplicate, which must reach its switch screen) is refused.
    !player.finOperationsAvailable && player.accountStatus !== 'duplicate'
      ? { status: 'restricted', reason: `Account status: ${player.accountStatus}` }
      : { status: 'allowed', reason: null },
  ),
];
