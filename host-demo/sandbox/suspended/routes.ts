import { checkSwitchCode, sendSwitchCode } from '../../../contracts/api/switchAccount';
import { fail, handlerFor } from '../handler';
import { nextCode, switchBehaviour, switchRecord } from './switching';

/** What the sandbox log calls an e-mailed code (the panel and the browser suites read it there). */
export const SWITCH_CODE_LOG_KIND = 'switch-account-code';

/**
 * The switch-account calls (docs/product/suspended.md): e-mail a code for a strategy, confirm it. A confirmed
 * keepDuplicateAccount makes the account active; switchToRealAccount also gives it the real account's login.
 */
export const suspendedHandlers = [
  // The switch records live beside the state (switching.ts), so both calls name their effects (effects.ts).
  handlerFor(sendSwitchCode).player(({ player, body, state, log, effect }) => {
    if (player.accountStatus !== 'duplicate') return fail(409, 'Only a duplicate account can switch.');
    const behaviour = switchBehaviour(player.id);
    const record = switchRecord(state, player.id);
    // The same request again (its key): the first answer, nothing e-mailed.
    const replay = body.idempotencyKey === undefined ? undefined : record.sends.get(body.idempotencyKey);
    if (replay) return replay;
    const answer = sendCode();
    if (body.idempotencyKey !== undefined) record.sends.set(body.idempotencyKey, answer);
    return answer;

    function sendCode() {
      if (behaviour.sendFails || record.attemptsLeft <= 0) {
        log({
          level: 'info',
          kind: SWITCH_CODE_LOG_KIND,
          message: `no code sent to ${player.switchingAccountEmail ?? player.email} (${behaviour.sendFails ? 'sending fails for this player' : 'no attempts left'})`,
        });
        return { success: false, attemptsCountLeft: 0 };
      }
      record.codesSent += 1;
      effect();
      const code = nextCode(player.id, record);
      record.pending = { code, flow: body.flow };
      log({
        level: 'info',
        kind: SWITCH_CODE_LOG_KIND,
        message: `code ${code} e-mailed to ${player.switchingAccountEmail ?? player.email} for ${body.flow}`,
      });
      return { success: true, attemptsCountLeft: record.attemptsLeft };
    }
  }),

  handlerFor(checkSwitchCode).player(({ player, body, state, log, effect }) => {
    const record = switchRecord(state, player.id);
    // The same check again (its key): the first answer, nothing checked again. Before the status test, so a retry
    // of a check that switched the account (its answer lost) hears "switched", not "not a duplicate any more".
    const replay = body.idempotencyKey === undefined ? undefined : record.checks.get(body.idempotencyKey);
    if (replay) return replay;
    if (player.accountStatus !== 'duplicate') return fail(409, 'Only a duplicate account can switch.');
    const answer = checkCode();
    if (body.idempotencyKey !== undefined) record.checks.set(body.idempotencyKey, answer);
    return answer;

    function checkCode() {
      const behaviour = switchBehaviour(player.id);
      if (record.attemptsLeft <= 0)
        return { success: false, login: null, message: 'No attempts left. Please contact support.' };
      if (!record.pending) return { success: false, login: null, message: 'Ask for a code first.' };
      if (record.pending.code !== body.confirm_code || record.pending.flow !== body.flow) {
        record.attemptsLeft -= 1;
        effect();
        log({
          level: 'info',
          kind: SWITCH_CODE_LOG_KIND,
          message: `wrong code ${body.confirm_code}: ${record.attemptsLeft} checks left`,
        });
        return { success: false, login: null, message: behaviour.wrongCodeMessage };
      }
      record.pending = null;
      effect();
      player.accountStatus = 'active';
      player.finOperationsAvailable = true;
      player.switchAccountStrategies = { switchToRealAccount: false, keepDuplicateAccount: false };
      if (body.flow === 'switchToRealAccount') {
        player.login = behaviour.realLogin;
        player.email = `${behaviour.realLogin}@example.com`;
      }
      log({
        level: 'info',
        kind: SWITCH_CODE_LOG_KIND,
        message: `switch confirmed (${body.flow}): signed in as ${player.login}`,
      });
      return { success: true, login: player.login, message: null };
    }
  }),
];
