/** @jest-environment node */
import * as v from 'valibot';
import { getAppCash, getAppInit } from '../../../contracts/api/app';
import { getProfile } from '../../../contracts/api/player';
import { createSandbox, type Sandbox } from '../model';
import { PLAYER_IDS, type PlayerId } from './players';
import { callSandbox, dataOf } from '../testRequests';

const NOW = Date.parse('2025-03-10T15:00:00.000Z');

async function signedIn(playerId: PlayerId, now = NOW): Promise<{ sandbox: Sandbox; sessionId: string }> {
  const sandbox = createSandbox({ now: () => now });
  const { sessionId } = sandbox.admin.login(playerId);
  return { sandbox, sessionId };
}

async function read<S extends v.GenericSchema>(playerId: PlayerId, url: string, schema: S, now = NOW) {
  const { sandbox, sessionId } = await signedIn(playerId, now);
  const answer = await callSandbox(sandbox, 'GET', url, { sessionId });
  return (v.parse(schema, answer.json) as { data: v.InferOutput<S> extends { data: infer D } ? D : never }).data;
}

const appCash = (playerId: PlayerId, now = NOW) => read(playerId, '/rest/cash/', getAppCash.response, now);
const appInit = (playerId: PlayerId) => read(playerId, '/rest/app/init/', getAppInit.response);
const profile = (playerId: PlayerId) => read(playerId, '/rest/player/getProfile/', getProfile.response);

describe('sandbox players', () => {
  it('lists every named state once, with a one-line description and an example.com address', () => {
    const players = createSandbox({ now: () => NOW }).admin.players();
    expect(players.map((player) => player.id)).toEqual([...PLAYER_IDS]);
    for (const player of players) {
      expect(player.description).toMatch(/^[^\n]{10,160}$/);
      expect(player.email).toMatch(/@example\.com$/);
      expect(player.winnings).toBeLessThanOrEqual(player.balance);
    }
  });

  it.each(PLAYER_IDS)('%s: cash data, app init and profile keep their contracts', async (playerId) => {
    const { sandbox, sessionId } = await signedIn(playerId);
    for (const [url, call] of [
      ['/rest/cash/', getAppCash],
      ['/rest/app/init/', getAppInit],
      ['/rest/player/getProfile/', getProfile],
    ] as const) {
      const answer = await callSandbox(sandbox, 'GET', url, { sessionId });
      expect(answer.status).toBe(200);
      expect(v.safeParse(call.response, answer.json).issues).toBeUndefined();
    }
  });

  it('verified: verified profile, two saved cards, money to redeem, a pending redemption in its history', async () => {
    const cash = await appCash('verified');
    expect(cash.finOperations).toEqual({ isAvailable: true, accountStatus: 'active', switchingAccountEmail: null });
    expect(cash.playerBalance).toEqual({ balance: 250, winnings: 120.5, currency: 'USD' });
    expect((await profile('verified')).verificationStatus).toBe('verified');
    const record = createSandbox({ now: () => NOW }).admin.player('verified');
    expect(record.cards).toHaveLength(2);
    expect(record.transactions.some((tx) => tx.kind === 'redeem' && tx.status === 'pending')).toBe(true);
  });

  it('new: unverified, nothing on file, empty balance', async () => {
    const data = await profile('new');
    expect(data).toMatchObject({
      verificationStatus: 'unverified',
      firstName: null,
      lastName: null,
      address: null,
      birthDate: null,
      hasSsn: false,
    });
    expect(data.email.confirmed).toBe(false);
    expect((await appCash('new')).playerBalance.balance).toBe(0);
    expect(createSandbox({ now: () => NOW }).admin.player('new').cards).toEqual([]);
  });

  it('duplicate-switch: duplicate status, both strategies, an address for the code', async () => {
    const cash = await appCash('duplicate-switch');
    expect(cash.finOperations).toEqual({
      isAvailable: false,
      accountStatus: 'duplicate',
      switchingAccountEmail: 'dana.real@example.com',
    });
    expect(cash.switchAccountStrategies).toEqual({ switchToRealAccount: true, keepDuplicateAccount: true });
  });

  it('duplicate-no-switch: duplicate status without any strategy', async () => {
    const cash = await appCash('duplicate-no-switch');
    expect(cash.finOperations).toEqual({ isAvailable: false, accountStatus: 'duplicate', switchingAccountEmail: null });
    expect(cash.switchAccountStrategies).toEqual({ switchToRealAccount: false, keepDuplicateAccount: false });
  });

  it('blocked: another status than duplicate, operations unavailable, refused by the identity check', async () => {
    const cash = await appCash('blocked');
    expect(cash.finOperations.accountStatus).toBe('blocked');
    expect(cash.finOperations.isAvailable).toBe(false);
    const { sandbox, sessionId } = await signedIn('blocked');
    const check = await callSandbox(sandbox, 'POST', '/rest/fraud-detectors/identity-match/', {
      sessionId,
      body: { action: 'cash-open' },
    });
    expect(dataOf(check)).toEqual({ status: 'restricted', reason: 'Account status: blocked' });
  });

  it('flagged: in good standing for the cashier, refused only by the antifraud base (before any payment)', async () => {
    expect((await appCash('flagged')).finOperations).toEqual({
      isAvailable: true,
      accountStatus: 'active',
      switchingAccountEmail: null,
    });
    const { sandbox, sessionId } = await signedIn('flagged');
    const identity = await callSandbox(sandbox, 'POST', '/rest/fraud-detectors/identity-match/', {
      sessionId,
      body: { action: 'cash-open' },
    });
    expect(dataOf(identity)).toEqual({ status: 'allowed', reason: null });
    const baseMatch = await callSandbox(sandbox, 'GET', '/rest/fraud-detectors/antifraud-base-match', { sessionId });
    expect(dataOf(baseMatch)).toEqual({ status: 'restricted', reason: 'Matched in the antifraud base' });
    for (const playerId of ['verified', 'new', 'near-limit', 'terms'] as const) {
      const other = await signedIn(playerId);
      const answer = await callSandbox(other.sandbox, 'GET', '/rest/fraud-detectors/antifraud-base-match', {
        sessionId: other.sessionId,
      });
      expect(dataOf(answer)).toEqual({ status: 'allowed', reason: null });
    }
  });

  it('near-limit: $450 of a $500 daily limit deposited today, whatever the time of day', async () => {
    for (const now of [NOW, Date.parse('2025-03-10T00:05:00.000Z'), Date.parse('2025-03-10T23:59:00.000Z')]) {
      const cash = await appCash('near-limit', now);
      expect(cash).toMatchObject({
        limitSum: 500,
        playerLimit: 500,
        playerSumDepositPerDay: 450,
        availableSumDeposit: 50,
      });
      expect(Date.parse(cash.limitTimeStart ?? '')).toBeLessThan(now);
    }
  });

  it('players without a limit have null limit figures but still report what they deposited today', async () => {
    expect(await appCash('verified')).toMatchObject({
      limitSum: null,
      playerLimit: null,
      limitTimeStart: null,
      availableSumDeposit: null,
      playerSumDepositPerDay: 0,
    });
  });

  it('terms: a non-empty terms requirement; everyone else none', async () => {
    const init = await appInit('terms');
    expect(init.termsRequirement.map((item) => item.id)).toEqual(['terms-of-use', 'privacy-policy']);
    expect(init.player).toEqual({ id: 'terms', login: 'theo.terms' });
    for (const playerId of PLAYER_IDS.filter((id) => id !== 'terms')) {
      expect((await appInit(playerId)).termsRequirement).toEqual([]);
    }
  });

  it('records the identity-match action and device position in the log', async () => {
    const { sandbox, sessionId } = await signedIn('verified');
    const deviceGps = { latitude: 40.7, longitude: -74, speed: null, altitude: 12, dateTime: 1741618800 };
    const answer = await callSandbox(sandbox, 'POST', '/rest/fraud-detectors/identity-match/', {
      sessionId,
      body: { action: 'cash-open', deviceGps },
    });
    expect(dataOf(answer)).toEqual({ status: 'allowed', reason: null });
    expect(sandbox.admin.log({ kind: 'identity-match' })).toEqual([
      expect.objectContaining({
        callId: 'fraud.checkIdentityMatch',
        playerId: 'verified',
        data: { action: 'cash-open', deviceGps },
      }),
    ]);
  });
});

describe('sandbox translations', () => {
  const sandbox = createSandbox({ now: () => NOW });

  it.each([
    ['/i18n/messages/cash/en/', 'Select a package'],
    ['/i18n/messages/cash/es/', 'Elige un paquete'],
    ['/api/rest/translations/cash/es', 'Elige tu paquete'],
  ])('%s needs no session and serves server strings', async (url, text) => {
    const answer = await callSandbox(sandbox, 'GET', url);
    expect(dataOf(answer)).toMatchObject({ 'cash.title.selectPackage': text });
  });

  it('serves English translations with markup that the client must show as text', async () => {
    const answer = await callSandbox(sandbox, 'GET', '/api/rest/translations/cash/en');
    expect(dataOf(answer)).toMatchObject({ 'sandbox.markup.probe': '<b>shown as text</b>' });
  });

  it.each(['/i18n/messages/cash/fr/', '/api/rest/translations/cash/de'])(
    '%s: another language answers 404',
    async (url) => {
      const answer = await callSandbox(sandbox, 'GET', url);
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ success: false, statusCode: 404 });
    },
  );
});
