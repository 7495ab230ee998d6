import * as v from 'valibot';
import {
  ErrorBody,
  callById,
  callContracts,
  findCall,
  matchPath,
  SPEC_ADDITIONS,
  type AnyCallContract,
  type CallId,
  type TermsRequirement,
  type TermsRequirementItem,
} from './index';
import { exampleRequests, exampleResponseData } from './api/examples';
import { getAppCash } from './api/app';
import { callDescriptions } from './api/descriptions';

/** docs/product/calls.md, written out call by call: a call missing from the registry fails the suite. */
const SPEC_CALLS = [
  'GET /rest/cash/',
  'POST /rest/cash/output/',
  'GET /rest/cash/deposit/check/',
  'GET /rest/payments/withdraw-trustly/',
  'POST /rest/payments/withdraw-trustly/',
  'POST /rest/payments/deposit/',
  'POST /rest/payments/deposit/card-pay/',
  'GET /rest/payments/deposit/',
  'POST /rest/payments/deposit/paypal-init/',
  'POST /rest/payments/deposit/paypal-check/',
  'GET /rest/cash/cards/',
  'GET /rest/cash/input/promo-offer/constructor/',
  'GET /rest/cash/input/light-cash/',
  'GET /rest/cash/input/methods/',
  'GET /rest/payments/withdraw-card/',
  'POST /rest/payments/withdraw-card/',
  'GET /rest/payments/withdraw-apt-pay/',
  'POST /rest/payments/withdraw-apt-pay/',
  'GET /rest/payments/withdraw-ach-apt-pay/',
  'POST /rest/payments/withdraw-ach-apt-pay/',
  'GET /rest/payments/withdraw-ach/',
  'POST /rest/payments/withdraw-ach/',
  'POST /rest/cash/withdraw/remove-identity/',
  'POST /rest/payments/remove-method/',
  'POST /rest/player/update/',
  'POST /rest/player/profile/',
  'POST /rest/player/update/ssn/',
  'POST /rest/player/documents/',
  'POST /rest/player/specify-daily-limit/',
  'GET /rest/player/getProfile/',
  'GET /rest/cash/input/winnings-to-entries/',
  'POST /rest/cash/input/winnings-to-entries/',
  'GET /rest/cash/history/:mode/',
  'POST /rest/cash/history/output/:id/',
  'GET /rest/cash/fiserv/paypal-output-methods/',
  'POST /rest/cash/output/by-requisite/',
  'GET /rest/cash/output/methods/',
  'GET /rest/redeem-offer/get-available/',
  'POST /rest/fraud-detectors/identity-match/',
  'GET /rest/fraud-detectors/antifraud-base-match',
  'POST /rest/fraud-detectors/kount/init-payment/',
  'POST /rest/payments/paynup/confirm/amazon/',
  'POST /rest/switch-account/code/send/',
  'POST /rest/switch-account/code/check/',
  'POST /rest/cash/trustpilot/',
  'POST /rest/idology/check-answers/',
  'GET /rest/free-coins/receive/',
  'GET /rest/player/verification/token/',
  'POST /paynup/',
  'GET /payments/paynup/product/',
  'GET /i18n/messages/cash/:lang/',
  'GET /api/rest/translations/cash/:lang',
  'GET /rest/deposit-streak/info/',
  'GET /rest/scratch-card-lottery/get/',
  'GET /rest/money-box/info/',
  'GET /rest/app/init/',
] as const;

const key = (call: AnyCallContract): string => `${call.method} ${call.path}`;
const templateParams = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
const entriesOf = (schema: v.GenericSchema): string[] =>
  'entries' in schema && typeof schema.entries === 'object' && schema.entries !== null
    ? Object.keys(schema.entries)
    : [];
const envelope = (data: unknown): unknown => ({ success: true, data });
const ids = callContracts.map((call) => call.id);

describe('the call registry', () => {
  it('has unique ids of the form area.callName', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z]*$/);
  });

  it('has each method + path once', () => {
    const keys = callContracts.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has every call of docs/product/calls.md', () => {
    const registered = new Set(callContracts.map(key));
    const missing = SPEC_CALLS.filter((call) => !registered.has(call));
    expect(missing).toEqual([]);
  });

  it('has nothing beyond docs/product/calls.md#additions-to-the-spec but the declared additions, each saying so', () => {
    const spec = new Set<string>(SPEC_CALLS);
    const extra = callContracts.filter((call) => !spec.has(key(call))).map((call) => call.id);
    expect(extra.sort()).toEqual([...SPEC_ADDITIONS].sort());
    for (const id of SPEC_ADDITIONS)
      expect(callDescriptions[id]).toMatch(/^ADDITION \(ours: docs\/product\/calls\.md#additions-to-the-spec\)/);
  });

  it('indexes every call by id', () => {
    expect(Object.keys(callById).sort()).toEqual([...ids].sort());
    for (const call of callContracts) expect(callById[call.id]).toBe(call);
  });

  it.each(callContracts.map((call) => [call.id, call] as const))('%s is well formed', (_id, call) => {
    expect(call.path).toMatch(/^\/[A-Za-z0-9\-_/:]*$/);
    expect(callDescriptions[call.id].length).toBeGreaterThan(10);
    expect(callDescriptions[call.id]).not.toMatch(/\n/);
    if (call.method === 'GET') expect(call.body).toBeUndefined();
    const names = templateParams(call.path);
    if ('params' in call) expect(entriesOf(call.params).sort()).toEqual([...names].sort());
    else expect(names).toEqual([]);
    // the response is the success envelope
    expect(entriesOf(call.response).sort()).toEqual(['data', 'success']);
    expect(v.safeParse(call.response, { success: false, message: 'nope' }).success).toBe(false);
  });

  it('has no two templates that one concrete path could match', () => {
    const overlapping = (a: string, b: string): boolean => {
      const left = a.split('/');
      const right = b.split('/');
      if (left.length !== right.length) return false;
      return left.every((segment, index) => {
        const other = right[index] ?? '';
        if (segment.startsWith(':')) return other !== '';
        if (other.startsWith(':')) return segment !== '';
        return segment === other;
      });
    };
    const clashes: string[] = [];
    callContracts.forEach((a, i) =>
      callContracts.slice(i + 1).forEach((b) => {
        if (a.method === b.method && overlapping(a.path, b.path)) clashes.push(`${key(a)} ~ ${key(b)}`);
      }),
    );
    expect(clashes).toEqual([]);
  });
});

describe('findCall', () => {
  it('finds every call by its own template (params filled in)', () => {
    for (const call of callContracts) {
      const concrete = call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => `sample-${name}`);
      const found = findCall(call.method, concrete);
      expect(found?.call).toBe(call);
      for (const name of templateParams(call.path)) expect(found?.params[name]).toBe(`sample-${name}`);
    }
  });

  it('extracts and decodes path parameters', () => {
    expect(findCall('GET', '/rest/cash/history/out/')).toEqual({
      call: callById['history.getHistory'],
      params: { mode: 'out' },
    });
    expect(findCall('POST', '/rest/cash/history/output/tx%2042/')).toEqual({
      call: callById['history.cancelTransaction'],
      params: { id: 'tx 42' },
    });
    expect(findCall('get', '/api/rest/translations/cash/fr')?.params).toEqual({ lang: 'fr' });
    expect(findCall('GET', '/i18n/messages/cash/en/')?.call.id).toBe('i18n.getMessages');
  });

  it('tells methods apart on a shared path', () => {
    expect(findCall('GET', '/rest/payments/withdraw-ach/')?.call.id).toBe('redeem.getAchWithdrawProviders');
    expect(findCall('POST', '/rest/payments/withdraw-ach/')?.call.id).toBe('redeem.createAchWithdrawal');
    expect(findCall('GET', '/rest/payments/deposit/')?.call.id).toBe('deposit.getDepositMethods');
    expect(findCall('POST', '/rest/payments/deposit/')?.call.id).toBe('deposit.createDeposit');
  });

  it('matches nothing else', () => {
    expect(findCall('DELETE', '/rest/cash/')).toBeUndefined();
    expect(findCall('GET', '/rest/cash')).toBeUndefined(); // trailing slashes count
    expect(findCall('GET', '/rest/cash/history//')).toBeUndefined(); // empty parameter
    expect(findCall('GET', '/rest/cash/history/all/extra/')).toBeUndefined();
    expect(findCall('POST', '/rest/cash/history/output/%E0%A4%A/')).toBeUndefined(); // malformed escape
    expect(findCall('GET', '/nope/')).toBeUndefined();
  });

  it('matchPath works on a bare template', () => {
    expect(matchPath('/a/:x/b/:y/', '/a/1/b/2/')).toEqual({ x: '1', y: '2' });
    expect(matchPath('/a/:x/', '/a/1')).toBeUndefined();
  });
});

describe('the examples', () => {
  it.each(ids)('%s: the example response passes', (id) => {
    const result = v.safeParse(callById[id].response, envelope(exampleResponseData[id]));
    expect(result.success ? [] : result.issues.map((issue) => issue.message)).toEqual([]);
  });

  it.each(ids)('%s: the example request passes (and one is given for every input)', (id) => {
    const call: AnyCallContract = callById[id];
    const example: { params?: unknown; query?: unknown; body?: unknown } = exampleRequests[id] ?? {};
    if ('params' in call) expect(v.safeParse(call.params, example.params).success).toBe(true);
    else expect(example.params).toBeUndefined();
    if (call.query) {
      const query = v.safeParse(call.query, example.query ?? {});
      expect(query.success).toBe(true);
      // The client hands a query's output to the URL as it is (src/shared/api/contractEndpoint.ts): flat strings and numbers.
      const values: unknown[] = Object.values((query.output ?? {}) as object);
      expect(values.filter((value) => typeof value !== 'string' && typeof value !== 'number')).toEqual([]);
    } else expect(example.query).toBeUndefined();
    if (call.body) {
      const result = v.safeParse(call.body, example.body);
      expect(result.success ? [] : result.issues.map((issue) => issue.message)).toEqual([]);
    } else expect(example.body).toBeUndefined();
  });

  it('bodies reject unknown keys (strict)', () => {
    for (const call of callContracts) {
      const body = exampleRequests[call.id]?.body;
      if (!call.body || typeof body !== 'object' || body === null) continue;
      expect(v.safeParse(call.body, { ...body, unexpectedKey: 1 }).success).toBe(false);
    }
  });
});

/** Breaks of the answer lists the survey and the IDology check share (answersOnePerQuestion in contracts/api/answers.ts). */
const answerListBreaks = (['survey.submitSurveyAnswers', 'verification.checkIdologyAnswers'] as const).flatMap(
  (id): Array<[CallId, 'body', string, unknown]> => {
    const body = exampleRequests[id]?.body;
    const first = body?.answers[0];
    if (!body || !first) throw new Error(`${id} has no example answer`);
    return [
      [id, 'body', 'no answers', { ...body, answers: [] }],
      [id, 'body', 'two answers to one question', { ...body, answers: [first, first] }],
      [id, 'body', 'an answer with an unknown key', { ...body, answers: [{ ...first, note: 'x' }] }],
    ];
  },
);

/** Breaks one example in one way; the call's schema must reject it. */
const breaks: Array<[CallId, 'response' | 'body' | 'query' | 'params', string, unknown]> = [
  [
    'cash.getAppCash',
    'response',
    'balance as a string',
    { ...exampleResponseData['cash.getAppCash'], playerBalance: { balance: '1', winnings: 0, currency: 'USD' } },
  ],
  [
    'cash.getAppCash',
    'response',
    'empty account status',
    {
      ...exampleResponseData['cash.getAppCash'],
      finOperations: { isAvailable: false, accountStatus: '', switchingAccountEmail: null },
    },
  ],
  [
    'cash.getAppCash',
    'response',
    'missing limit figure (must be null, not absent)',
    { ...exampleResponseData['cash.getAppCash'], limitSum: undefined },
  ],
  [
    'app.getAppInit',
    'response',
    'terms entry without url',
    { termsRequirement: [{ id: 't', name: 'T', version: '1' }], player: { id: 'p', login: 'l' } },
  ],
  ['i18n.getMessages', 'response', 'nested messages', { deposit: { title: 'Deposit' } }],
  ['i18n.getMessages', 'params', 'a locale, not a language', { lang: 'en-US' }],
  [
    'player.getProfile',
    'response',
    'email as a bare string',
    { ...exampleResponseData['player.getProfile'], email: 'player@example.com' },
  ],
  [
    'player.getProfile',
    'response',
    'birth date not ISO',
    { ...exampleResponseData['player.getProfile'], birthDate: '12/10/1990' },
  ],
  ['player.updateProfile', 'body', 'nothing to change', {}],
  ['player.updateSsn', 'body', 'ssn with dashes', { ssn: '123-45-6789' }],
  ['player.specifyDailyLimit', 'body', 'negative limit', { limit: -5 }],
  ['fraud.checkIdentityMatch', 'body', 'unknown action', { action: 'withdraw' }],
  [
    'fraud.checkIdentityMatch',
    'body',
    'dateTime in milliseconds as a fraction',
    {
      action: 'deposit',
      deviceGps: { latitude: 1, longitude: 2, speed: null, altitude: null, dateTime: 1738324800.5 },
    },
  ],
  ['fraud.checkIdentityMatch', 'response', 'unknown verdict', { status: 'ok', reason: null }],
  ['deposit.createDeposit', 'body', 'no idempotency key', { presetId: 'preset-10', methodId: 'm-trustly' }],
  [
    'deposit.createDeposit',
    'body',
    'both preset and promo preset',
    { idempotencyKey: 'abcdefgh1', presetId: 'a', promoOfferPresetId: 'b', methodId: 'm' },
  ],
  [
    'deposit.payByCard',
    'body',
    'card token and saved card',
    { idempotencyKey: 'abcdefgh1', presetId: 'a', methodId: 'm', cardToken: 't', savedCardId: 'c' },
  ],
  ['deposit.checkDeposit', 'query', 'no paymentId', {}],
  [
    'deposit.checkDeposit',
    'response',
    'unknown deposit status',
    { ...exampleResponseData['deposit.checkDeposit'], status: 'done' },
  ],
  [
    'deposit.getCards',
    'response',
    'total that is not coins + bonus',
    {
      currency: 'USD',
      presets: [
        {
          id: 'p',
          price: 1,
          coins: 10,
          bonus: 1,
          label: null,
          offerType: null,
          orderSummary: { price: 1, coins: 10, bonus: 1, total: 12 },
        },
      ],
      selectedPresetId: null,
    },
  ],
  [
    'deposit.getInputMethods',
    'response',
    'a saved card with the full number',
    {
      ...exampleResponseData['deposit.getInputMethods'],
      savedCards: [{ id: 'c', maskedNumber: '4242424242424242', brand: 'visa', expiry: '12/29', isExpired: false }],
    },
  ],
  [
    'deposit.getInputMethods',
    'response',
    'unknown method kind',
    {
      ...exampleResponseData['deposit.getInputMethods'],
      methods: [{ id: 'm', kind: 'bitcoin', title: 'BTC', isAvailable: true, minAmount: null, maxAmount: null }],
    },
  ],
  [
    'deposit.payByCard',
    'response',
    'unknown widget result code',
    { ...exampleResponseData['deposit.payByCard'], resultCode: 'ok' },
  ],
  [
    'deposit.validateApplePayMerchant',
    'body',
    'validation URL over plain http',
    { validationURL: 'http://apple-pay-gateway.apple.com/paymentservices/startSession' },
  ],
  [
    'deposit.validateApplePayMerchant',
    'response',
    "Apple's error answer passed through",
    { statusMessage: 'Payment Services Exception merchantId=… not registered', statusCode: '400' },
  ],
  [
    'deposit.validateApplePayMerchant',
    'response',
    'empty session identifier',
    { ...exampleResponseData['deposit.validateApplePayMerchant'], merchantSessionIdentifier: '' },
  ],
  ['redeem.createAchWithdrawal', 'body', 'neither saved nor new account', { idempotencyKey: 'abcdefgh1', amount: 5 }],
  [
    'redeem.createTrustlyWithdrawal',
    'body',
    'zero amount',
    { idempotencyKey: 'abcdefgh1', amount: 0, providerId: 'wp-1' },
  ],
  ['history.getHistory', 'params', 'unknown mode', { mode: 'deposits' }],
  ['history.getHistory', 'query', 'page as a number (query values are strings)', { page: 2 }],
  ['history.getHistory', 'query', 'page 0', { page: '0' }],
  ['history.getHistory', 'response', 'items at the top level', [exampleResponseData['history.getHistory'].items]],
  [
    'history.getHistory',
    'response',
    'unknown transaction status',
    {
      ...exampleResponseData['history.getHistory'],
      items: [{ ...exampleResponseData['history.getHistory'].items[0], status: 'done' }],
    },
  ],
  [
    'history.getHistory',
    'response',
    'timestamp not ISO',
    {
      ...exampleResponseData['history.getHistory'],
      items: [{ ...exampleResponseData['history.getHistory'].items[0], createdAt: 1738324800 }],
    },
  ],
  ['switchAccount.sendSwitchCode', 'body', 'unknown flow', { flow: 'switchToFake' }],
  [
    'switchAccount.checkSwitchCode',
    'body',
    'code of 5 digits',
    { confirm_code: '12345', flow: 'keepDuplicateAccount' },
  ],
  [
    'switchAccount.checkSwitchCode',
    'body',
    'camelCase key instead of confirm_code',
    { confirmCode: '1234', flow: 'keepDuplicateAccount' },
  ],
  ['switchAccount.sendSwitchCode', 'response', 'negative attempts', { success: true, attemptsCountLeft: -1 }],
  [
    'paynup.queryPaynup',
    'response',
    'input rule of unknown type',
    {
      productInputs: [
        {
          name: 'x',
          type: 'text',
          required: true,
          label: 'X',
          rules: { type: 'date', maxlength: null, minlength: null, min: null, max: null, pattern: null },
        },
      ],
    },
  ],
  ['paynup.getPaynupProducts', 'response', 'product without carrier', { products: [] }],
  ...answerListBreaks,
];

describe('contract-breaking payloads are rejected', () => {
  it.each(breaks)('%s %s: %s', (id, part, _what, value) => {
    const call: AnyCallContract = callById[id];
    const schema =
      part === 'response'
        ? call.response
        : part === 'params' && 'params' in call
          ? call.params
          : call[part === 'params' ? 'query' : part];
    if (!schema) throw new Error(`${id} has no ${part} schema`);
    expect(v.safeParse(schema, part === 'response' ? envelope(value) : value).success).toBe(false);
  });
});

describe('envelopes', () => {
  it('the failure body parses as ErrorBody, and a 401 body is recognisable', () => {
    const body = v.parse(ErrorBody, { success: false, statusCode: 401, message: 'Unauthorized' });
    expect(body.statusCode).toBe(401);
    expect(v.safeParse(ErrorBody, { success: true, data: {} }).success).toBe(false);
  });

  it('response data objects drop unknown keys (forward compatible)', () => {
    const parsed = v.parse(callById['fraud.checkIdentityMatch'].response, {
      success: true,
      data: { status: 'allowed', reason: null, extra: 1 },
    });
    expect(parsed.data).toEqual({ status: 'allowed', reason: null });
  });
});

describe('the Apple Pay merchant session', () => {
  it('is kept whole: every key Apple sent reaches completeMerchantValidation', () => {
    const session = { ...exampleResponseData['deposit.validateApplePayMerchant'], pspId: 'psp-1', retries: 0 };
    const parsed = v.parse(callById['deposit.validateApplePayMerchant'].response, { success: true, data: session });
    expect(parsed.data).toEqual(session);
  });
});

describe('the terms requirement', () => {
  it('the schema type and the events.ts interface are the same shape', () => {
    // Compile-time: each is assignable to the other.
    const fromSchema: TermsRequirementItem = { id: 'a', name: 'A', version: '1', url: 'https://example.com' };
    const asEvent: TermsRequirement = fromSchema;
    const backAgain: TermsRequirementItem = asEvent;
    expect(backAgain).toBe(fromSchema);
  });
});

describe('account status', () => {
  it('accepts a status the server adds later (docs/product/suspended.md#action-required-variant: any other status shows the action-required screen)', () => {
    const data = {
      ...exampleResponseData['cash.getAppCash'],
      finOperations: { isAvailable: false, accountStatus: 'frozen', switchingAccountEmail: null },
    };
    expect(v.safeParse(getAppCash.response, { success: true, data }).success).toBe(true);
  });
});
