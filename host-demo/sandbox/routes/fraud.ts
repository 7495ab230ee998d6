import { checkIdentityMatch } from '../../../contracts/api/fraud';
import { handlerFor } from './handler';

export const fraudHandlers = [
  handlerFor(checkIdentityMatch).player(({ player, body, log }) => {
    // Kept in the log so a test can see what the cashier sent (the geo check after entering cash).
    log({
      level: 'info',
      kind: 'identity-match',
      message: `identity-match: ${body.action}${body.deviceGps ? ` at ${body.deviceGps.latitude},${body.deviceGps.longitude}` : ' (no device position)'}`,
      data: { action: body.action, deviceGps: body.deviceGps ?? null },
    });
    // Only accounts whose operations are stopped for a reason other than a duplicate are refused here: a duplicate
    // must still reach its suspended screen to switch accounts.
    if (!player.finOperationsAvailable && player.accountStatus !== 'duplicate') {
      return { status: 'restricted', reason: `Account status: ${player.accountStatus}` };
    }
    return { status: 'allowed', reason: null };
  }),
];
