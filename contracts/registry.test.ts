import * as v from 'valibot';
import { callDescriptions, describeCall } from './api/descriptions';
import { calls, get, post } from './api/factories';
import { callContracts } from './api/registry';

/**
 * The registry as it stood before the calls were declared in tables (contracts/api/factories.ts), written out in
 * docs/product/calls.md's order: a factory that renames, drops or re-routes a call fails here, and so does a call
 * the registry picks up from the contract modules' exports (contracts/api/calls.ts) without its row here. Change
 * this list only with the contract.
 */
const REGISTERED_CALLS = [
  ['app.getAppInit', 'GET', '/rest/app/init/'],
  ['cash.getAppCash', 'GET', '/rest/cash/'],
  ['i18n.getMessages', 'GET', '/i18n/messages/cash/:lang/'],
  ['i18n.getTranslations', 'GET', '/api/rest/translations/cash/:lang'],
  ['player.getProfile', 'GET', '/rest/player/getProfile/'],
  ['player.updatePlayer', 'POST', '/rest/player/update/'],
  ['player.updateProfile', 'POST', '/rest/player/profile/'],
  ['player.updateSsn', 'POST', '/rest/player/update/ssn/'],
  ['player.uploadDocument', 'POST', '/rest/player/documents/'],
  ['player.specifyDailyLimit', 'POST', '/rest/player/specify-daily-limit/'],
  ['verification.getVerificationToken', 'GET', '/rest/player/verification/token/'],
  ['verification.checkIdologyAnswers', 'POST', '/rest/idology/check-answers/'],
  ['fraud.checkIdentityMatch', 'POST', '/rest/fraud-detectors/identity-match/'],
  ['fraud.getAntifraudBaseMatch', 'GET', '/rest/fraud-detectors/antifraud-base-match'],
  ['fraud.initKountPayment', 'POST', '/rest/fraud-detectors/kount/init-payment/'],
  ['deposit.getCards', 'GET', '/rest/cash/cards/'],
  ['deposit.getPromoOfferConstructor', 'GET', '/rest/cash/input/promo-offer/constructor/'],
  ['deposit.getLightCash', 'GET', '/rest/cash/input/light-cash/'],
  ['deposit.getInputMethods', 'GET', '/rest/cash/input/methods/'],
  ['deposit.getDepositMethods', 'GET', '/rest/payments/deposit/'],
  ['deposit.createDeposit', 'POST', '/rest/payments/deposit/'],
  ['deposit.payByCard', 'POST', '/rest/payments/deposit/card-pay/'],
  ['deposit.checkDeposit', 'GET', '/rest/cash/deposit/check/'],
  ['deposit.initPaypal', 'POST', '/rest/payments/deposit/paypal-init/'],
  ['deposit.checkPaypal', 'POST', '/rest/payments/deposit/paypal-check/'],
  ['deposit.removeMethod', 'POST', '/rest/payments/remove-method/'],
  ['deposit.requestTrustpilotInvitation', 'POST', '/rest/cash/trustpilot/'],
  ['redeem.getTrustlyWithdrawProviders', 'GET', '/rest/payments/withdraw-trustly/'],
  ['redeem.createTrustlyWithdrawal', 'POST', '/rest/payments/withdraw-trustly/'],
  ['redeem.getCardWithdrawProviders', 'GET', '/rest/payments/withdraw-card/'],
  ['redeem.createCardWithdrawal', 'POST', '/rest/payments/withdraw-card/'],
  ['redeem.getAptPayWithdrawProviders', 'GET', '/rest/payments/withdraw-apt-pay/'],
  ['redeem.createAptPayWithdrawal', 'POST', '/rest/payments/withdraw-apt-pay/'],
  ['redeem.getAchAptPayWithdrawProviders', 'GET', '/rest/payments/withdraw-ach-apt-pay/'],
  ['redeem.createAchAptPayWithdrawal', 'POST', '/rest/payments/withdraw-ach-apt-pay/'],
  ['redeem.getAchWithdrawProviders', 'GET', '/rest/payments/withdraw-ach/'],
  ['redeem.createAchWithdrawal', 'POST', '/rest/payments/withdraw-ach/'],
  ['redeem.removeWithdrawIdentity', 'POST', '/rest/cash/withdraw/remove-identity/'],
  ['redeem.getOutputMethods', 'GET', '/rest/cash/output/methods/'],
  ['redeem.createOutput', 'POST', '/rest/cash/output/'],
  ['redeem.createOutputByRequisite', 'POST', '/rest/cash/output/by-requisite/'],
  ['redeem.getFiservPaypalOutputMethods', 'GET', '/rest/cash/fiserv/paypal-output-methods/'],
  ['redeem.getAvailableRedeemOffers', 'GET', '/rest/redeem-offer/get-available/'],
  ['winningsToEntries.getWinningsToEntries', 'GET', '/rest/cash/input/winnings-to-entries/'],
  ['winningsToEntries.convertWinningsToEntries', 'POST', '/rest/cash/input/winnings-to-entries/'],
  ['history.getHistory', 'GET', '/rest/cash/history/:mode/'],
  ['history.cancelTransaction', 'POST', '/rest/cash/history/output/:id/'],
  ['paynup.confirmAmazonGiftCard', 'POST', '/rest/payments/paynup/confirm/amazon/'],
  ['paynup.getPaynupProducts', 'GET', '/payments/paynup/product/'],
  ['paynup.queryPaynup', 'POST', '/paynup/'],
  ['switchAccount.sendSwitchCode', 'POST', '/rest/switch-account/code/send/'],
  ['switchAccount.checkSwitchCode', 'POST', '/rest/switch-account/code/check/'],
  ['rewards.receiveFreeCoins', 'GET', '/rest/free-coins/receive/'],
  ['rewards.getDepositStreakInfo', 'GET', '/rest/deposit-streak/info/'],
  ['rewards.getScratchCardLottery', 'GET', '/rest/scratch-card-lottery/get/'],
  ['rewards.getMoneyBoxInfo', 'GET', '/rest/money-box/info/'],
  ['rewards.getStaticInfo', 'GET', '/rest/static-info/cash/'],
  ['survey.submitSurveyAnswers', 'POST', '/rest/cash/survey/'],
  ['deposit.validateApplePayMerchant', 'POST', '/rest/payments/apple-pay/validate-merchant/'],
] as const;

describe('the registry', () => {
  it('lists the same calls (id, method, path), sorted by id', () => {
    const sorted = [...REGISTERED_CALLS].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    expect(callContracts.map((call) => [call.id, call.method, call.path])).toEqual(sorted.map((row) => [...row]));
  });
});

describe('the call tables', () => {
  const Data = v.object({ n: v.number() });
  const Body = v.strictObject({ s: v.string() });
  const Query = v.object({ q: v.optional(v.string()) });
  const Params = v.object({ id: v.string() });

  it('get builds a GET without query or body whose response is the success envelope of the data', () => {
    const { getThing } = calls('area', { getThing: get('/rest/thing/', Data) });
    expect(getThing).toMatchObject({
      id: 'area.getThing',
      method: 'GET',
      path: '/rest/thing/',
      query: undefined,
      body: undefined,
    });
    expect('params' in getThing).toBe(false);
    expect(v.safeParse(getThing.response, { success: true, data: { n: 1 } }).success).toBe(true);
    expect(v.safeParse(getThing.response, { success: false, data: { n: 1 } }).success).toBe(false);
  });

  it('post takes the body (or none); the last argument adds the query and path-parameter schemas', () => {
    const table = calls('area', {
      doThing: post('/rest/thing/', Body, Data),
      poke: post('/rest/poke/', undefined, Data),
      find: get('/rest/find/', Data, { query: Query }),
      one: get('/rest/one/:id/', Data, { params: Params }),
    });
    expect(table.doThing).toMatchObject({ id: 'area.doThing', method: 'POST', query: undefined, body: Body });
    expect(table.poke.body).toBeUndefined();
    expect(table.find.query).toBe(Query);
    expect(table.one.params).toBe(Params);
    expect(table.one.path).toBe('/rest/one/:id/');
  });

  it('names every entry of a table by its area and key, and nothing else', () => {
    const table = calls('pair', { getPair: get('/rest/pair/', Data), createPair: post('/rest/pair/', Body, Data) });
    expect(Object.keys(table)).toEqual(['getPair', 'createPair']);
    expect([table.getPair.id, table.createPair.id]).toEqual(['pair.getPair', 'pair.createPair']);
  });

  it('gives every registered call a description, and none to an unknown id', () => {
    for (const call of callContracts) expect(describeCall(call.id)).toBe(callDescriptions[call.id]);
    expect(Object.keys(callDescriptions).sort()).toEqual(callContracts.map((call) => call.id).sort());
    expect(describeCall('area.unknown')).toBeUndefined();
    expect(describeCall('toString')).toBeUndefined();
  });
});
