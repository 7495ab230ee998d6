/** @jest-environment node */
import { createSandbox } from '../model';
import { callSandbox, dataOf } from '../testRequests';

const SEND = '/rest/switch-account/code/send/';
const CHECK = '/rest/switch-account/code/check/';
const CASH = '/rest/cash/';

function signedIn(playerId: string) {
  const sandbox = createSandbox({ now: () => Date.parse('2025-03-10T15:00:00.000Z') });
  const { sessionId } = sandbox.admin.login(playerId);
  const post = async (url: string, body: unknown) =>
    dataOf(await callSandbox(sandbox, 'POST', url, { sessionId, body }));
  const get = async (url: string) => dataOf(await callSandbox(sandbox, 'GET', url, { sessionId }));
  const lastCode = () => {
    const codes = sandbox.admin
      .log({ kind: 'switch-account-code' })
      .flatMap((entry) => /^code (\d{4}) /.exec(entry.message)?.[1] ?? []);
    return codes.at(-1) ?? '';
  };
  /** A code that is not the last one sent. */
  const wrongCode = () => (lastCode() === '0000' ? '1111' : '0000');
  const check = (confirm_code: string, flow: string) => post(CHECK, { confirm_code, flow });
  return { sandbox, post, get, check, lastCode, wrongCode, sessionId };
}

/** The code check's answer: `login` is the account's login after a success, null otherwise; no message. */
const checkAnswer = (success: boolean, login: string | null) => ({ success, login, message: null });

describe('sandbox: switch-account calls', () => {
  it('sends a code (logged), and the right code switches to the real account: active, new login', async () => {
    const h = signedIn('duplicate-switch');
    expect(await h.post(SEND, { flow: 'switchToRealAccount' })).toEqual({ success: true, attemptsCountLeft: 3 });
    expect(h.lastCode()).toMatch(/^\d{4}$/);
    expect(await h.check(h.lastCode(), 'switchToRealAccount')).toEqual(checkAnswer(true, 'dana.real'));
    expect(await h.get(CASH)).toMatchObject({ finOperations: { isAvailable: true, accountStatus: 'active' } });
  });

  it('keep the duplicate: active, same login', async () => {
    const h = signedIn('duplicate-keep-only');
    await h.post(SEND, { flow: 'keepDuplicateAccount' });
    expect(await h.check(h.lastCode(), 'keepDuplicateAccount')).toEqual(checkAnswer(true, 'kim.keeper'));
  });

  it('wrong codes use the checks up; a resend does not refill them and then fails', async () => {
    const h = signedIn('duplicate-two-attempts');
    await h.post(SEND, { flow: 'keepDuplicateAccount' });
    expect(await h.check(h.wrongCode(), 'keepDuplicateAccount')).toEqual(checkAnswer(false, null));
    expect(await h.post(SEND, { flow: 'keepDuplicateAccount' })).toEqual({ success: true, attemptsCountLeft: 1 });
    await h.check(h.wrongCode(), 'keepDuplicateAccount');
    expect(await h.check(h.lastCode(), 'keepDuplicateAccount')).toMatchObject({ success: false });
    expect(await h.post(SEND, { flow: 'keepDuplicateAccount' })).toEqual({ success: false, attemptsCountLeft: 0 });
  });

  it('a code confirms only the strategy it was sent for', async () => {
    const h = signedIn('duplicate-switch');
    await h.post(SEND, { flow: 'keepDuplicateAccount' });
    expect(await h.check(h.lastCode(), 'switchToRealAccount')).toMatchObject({
      success: false,
      message: 'The code is not correct.',
    });
  });

  it('a check repeated with its idempotency key answers as the first did and checks nothing again (no second attempt, no "not a duplicate")', async () => {
    const h = signedIn('duplicate-switch');
    await h.post(SEND, { flow: 'keepDuplicateAccount', idempotencyKey: 'send-key-0001' });
    const wrong = h.wrongCode();
    const wrongCheck = { confirm_code: wrong, flow: 'keepDuplicateAccount', idempotencyKey: 'check-key-0001' };
    const wrongAnswer = await h.post(CHECK, wrongCheck);
    expect(await h.post(CHECK, wrongCheck)).toEqual(wrongAnswer);
    expect(h.sandbox.admin.effectCount('switchAccount.checkSwitchCode', 'duplicate-switch')).toBe(1);
    const rightCheck = { confirm_code: h.lastCode(), flow: 'keepDuplicateAccount', idempotencyKey: 'check-key-0002' };
    expect(await h.post(CHECK, rightCheck)).toEqual(checkAnswer(true, 'dana.duplicate'));
    // The account is no longer a duplicate: a new check is refused, the repeat is answered as before.
    expect(await h.post(CHECK, rightCheck)).toEqual(checkAnswer(true, 'dana.duplicate'));
    const fresh = await callSandbox(h.sandbox, 'POST', CHECK, {
      sessionId: h.sessionId,
      body: { ...rightCheck, idempotencyKey: 'check-key-0003' },
    });
    expect(fresh.status).toBe(409);
    expect(h.sandbox.admin.effectCount('switchAccount.checkSwitchCode', 'duplicate-switch')).toBe(2);
  });

  it('duplicate-send-fails never gets a code; a non-duplicate may not switch', async () => {
    expect(await signedIn('duplicate-send-fails').post(SEND, { flow: 'keepDuplicateAccount' })).toEqual({
      success: false,
      attemptsCountLeft: 0,
    });
    const blocked = signedIn('blocked');
    const answer = await callSandbox(blocked.sandbox, 'POST', SEND, {
      sessionId: blocked.sandbox.admin.login('blocked').sessionId,
      body: { flow: 'keepDuplicateAccount' },
    });
    expect(answer.status).toBe(409);
  });
});
