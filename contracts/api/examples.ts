/*
 * One valid example of every call: response data, and the params, query and body it takes. Type-checked against
 * the schemas here and validated at run time by contracts/contracts.test.ts, so they double as fixtures for MSW
 * handlers and sandbox tests. Not re-exported from contracts/index.ts (keeps the public bundle lean): import
 * `contracts/api/examples` directly.
 */
import type { CallBody, CallId, CallParams, CallQuery, CallResponseData } from './registry';
import type { CardPreset, OrderSummary } from './deposit';
import type { PlayerBalance } from './common';
import type { Transaction } from './history';
import { PAYNUP_PRODUCT_INPUTS_QUERY } from './paynup';

const balance: PlayerBalance = { balance: 125.5, winnings: 40, currency: 'USD' };
const summary: OrderSummary = { price: 9.99, coins: 10000, bonus: 500, total: 10500 };
const preset: CardPreset = {
  id: 'preset-10',
  price: 9.99,
  coins: 10000,
  bonus: 500,
  label: 'Best value',
  offerType: 'regular',
  orderSummary: summary,
};
const pendingOut: Transaction = {
  id: 'tx-1002',
  status: 'pending',
  direction: 'out',
  amount: 25,
  currency: 'USD',
  method: 'Trustly',
  createdAt: '2025-01-31T12:00:00.000Z',
  cancelable: true,
};
const deposited: Transaction = {
  ...pendingOut,
  id: 'tx-1001',
  status: 'closed',
  direction: 'in',
  amount: 9.99,
  method: 'Visa',
  cancelable: false,
};
const withdrawProviders = {
  currency: 'USD',
  redeemable: 40,
  minAmount: 10,
  maxAmount: 2000,
  providers: [{ id: 'wp-1', method: 'trustly', label: 'First Bank', maskedAccount: '**** 6789', isDefault: true }],
} as const satisfies CallResponseData<'redeem.getTrustlyWithdrawProviders'>;
const redemption = { transaction: pendingOut, balance: { ...balance, winnings: 15, balance: 100.5 } };
const limits = {
  limitSum: 500,
  limitTimeStart: null,
  playerLimit: 500,
  playerSumDepositPerDay: 120,
  availableSumDeposit: 380,
};
const productInput = {
  name: 'email',
  type: 'email',
  required: true,
  label: 'Email for the gift card',
  rules: { type: 'email', maxlength: 254, minlength: 3, min: null, max: null, pattern: null },
} as const;

/** The IDology question the SSN check asks; the answers example picks its second choice. */
const streetQuestion = {
  id: 'q-1',
  prompt: 'Which street have you lived on?',
  answers: [
    { id: 'a-1', text: 'Elm' },
    { id: 'a-2', text: 'Oak' },
  ],
};

/** Example success data of every call. */
export const exampleResponseData: { [I in CallId]: CallResponseData<I> } = {
  'app.getAppInit': {
    termsRequirement: [{ id: 'terms-of-use', name: 'Terms of use', version: '3.1', url: 'https://example.com/terms' }],
    player: { id: 'p-1', login: 'lucky_player' },
  },
  'cash.getAppCash': {
    playerBalance: balance,
    isShowHistory: true,
    finOperations: { isAvailable: true, accountStatus: 'active', switchingAccountEmail: null },
    switchAccountStrategies: { switchToRealAccount: false, keepDuplicateAccount: false },
    isConfirmedRedemptionToAmazonGiftCard: false,
    displayAmazonGiftCardPopup: true,
    showGiftCardDisclaimer: true,
    ...limits,
  },
  'i18n.getMessages': { 'deposit.amount.invalid': 'Enter an amount', 'history.title': 'History' },
  'i18n.getTranslations': { 'history.title': 'Transaction history' },
  'player.getProfile': {
    id: 'p-1',
    login: 'lucky_player',
    email: { email: 'player@example.com', confirmed: true },
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+15551234567',
    phoneConfirmed: true,
    birthDate: '1990-12-10',
    address: { line1: '1 Main St', line2: null, city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
    hasSsn: true,
    verificationStatus: 'verified',
    verificationReason: null,
    currency: 'USD',
  },
  'player.updatePlayer': {
    id: 'p-2',
    login: 'newcomer',
    email: { email: 'new@example.com', confirmed: false },
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: null,
    phoneConfirmed: false,
    birthDate: '1985-06-01',
    address: { line1: '2 Elm St', line2: 'Apt 4', city: 'Austin', state: 'TX', zip: '73301', country: 'US' },
    hasSsn: false,
    verificationStatus: 'pending',
    verificationReason: null,
    currency: 'USD',
  },
  'player.updateProfile': {
    id: 'p-2',
    login: 'newcomer',
    email: { email: 'new@example.com', confirmed: false },
    firstName: null,
    lastName: null,
    phone: '+15557654321',
    phoneConfirmed: false,
    birthDate: null,
    address: null,
    hasSsn: false,
    verificationStatus: 'unverified',
    verificationReason: null,
    currency: 'USD',
  },
  'player.updateSsn': {
    verificationStatus: 'pending',
    verificationReason: 'More checks needed',
    questions: [streetQuestion],
  },
  'player.uploadDocument': { documentId: 'doc-1', verificationStatus: 'pending' },
  'player.specifyDailyLimit': limits,
  'verification.getVerificationToken': {
    token: 'tok-abc',
    scanDocUrl: 'https://scan.example.com/session/tok-abc',
    expiresAt: '2025-01-31T12:15:00.000Z',
  },
  'verification.checkIdologyAnswers': { verificationStatus: 'verified', verificationReason: null, questions: [] },
  'fraud.checkIdentityMatch': { status: 'allowed', reason: null },
  'fraud.getAntifraudBaseMatch': { status: 'review', reason: 'Manual review' },
  'fraud.initKountPayment': { merchantId: '100100', sessionId: 'k5d0b8f1e2', environment: 'test' },
  'deposit.getCards': { currency: 'USD', presets: [preset], selectedPresetId: 'preset-10' },
  'deposit.getPromoOfferConstructor': {
    currency: 'USD',
    offer: {
      id: 'offer-1',
      promoOfferPresetId: 'promo-preset-1',
      promoType: 'welcome',
      title: 'Welcome offer',
      description: null,
      expiresAt: '2025-02-28T23:59:59.000Z',
      presets: [preset],
    },
  },
  'deposit.getLightCash': { isAvailable: true, currency: 'USD', presets: [preset], lastMethodId: 'm-card' },
  'deposit.getInputMethods': {
    currency: 'USD',
    methods: [
      { id: 'm-card', kind: 'card', title: 'Card', isAvailable: true, minAmount: 5, maxAmount: 500 },
      { id: 'm-trustly', kind: 'trustly', title: 'Online banking', isAvailable: true, minAmount: 10, maxAmount: null },
    ],
    cardUrl: 'https://widget.example.com/card',
    savedCards: [{ id: 'card-1', maskedNumber: '**** 4242', brand: 'visa', expiry: '12/29', isExpired: false }],
    trustlyProviders: [{ tokenId: 'tt-1', bankName: 'First Bank', accountMask: '**** 6789' }],
    cashCardLimit: 3,
    orderSummary: summary,
  },
  'deposit.getDepositMethods': {
    currency: 'USD',
    methods: [{ methodId: 'm-card', kind: 'card', minAmount: 5, maxAmount: 500 }],
  },
  'deposit.createDeposit': {
    paymentId: 'pay-1',
    status: 'pending',
    resultCode: null,
    redirectUrl: 'https://bank.example.com/auth',
    failedMessageText: null,
  },
  'deposit.payByCard': {
    paymentId: 'pay-2',
    status: 'pending',
    resultCode: '3ds',
    redirectUrl: 'https://acs.example.com/3ds',
    failedMessageText: null,
  },
  'deposit.checkDeposit': {
    paymentId: 'pay-2',
    status: 'success',
    amount: 9.99,
    currency: 'USD',
    coins: 10000,
    bonus: 500,
    balance: { ...balance, balance: 135.49 },
    failedMessageText: null,
    followUp: 'questionnaire',
  },
  'deposit.initPaypal': {
    paymentId: 'pay-3',
    orderId: '5O190127TN364715T',
    approvalUrl: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T',
  },
  'deposit.checkPaypal': {
    paymentId: 'pay-3',
    status: 'failed',
    resultCode: 'decline',
    redirectUrl: null,
    failedMessageText: 'Payment declined',
  },
  'deposit.removeMethod': { tokenId: 'tt-1' },
  'deposit.requestTrustpilotInvitation': {
    invited: true,
    reviewUrl: 'https://www.trustpilot.com/evaluate/example.com',
  },
  'deposit.validateApplePayMerchant': {
    epochTimestamp: 1738324800000,
    expiresAt: 1738328400000,
    merchantSessionIdentifier: 'SSH2B5C1D9E8F7A6B5C4D3E2F1A0B9C8D7_916523AAED1343F5BC5815E12BEE9250',
    nonce: '0e5b0ee4',
    merchantIdentifier: '4C5B1A9E0D2F3C6B7A8E9F0D1C2B3A4E5F6D7C8B9A0E1F2D3C4B5A6E7F8D9C0B',
    domainName: 'cashier.example.com',
    displayName: 'Lucky Lanes',
    signature:
      'MIAGCSqGSIb3DQEHAqCAMIACAQExDzANBglghkgBZQMEAgEFADCABgkqhkiG9w0BBwEAAKCAMIID4zCCA4igAwIBAgIITDBBSVGdVDYw',
  },
  'redeem.getTrustlyWithdrawProviders': withdrawProviders,
  'redeem.createTrustlyWithdrawal': redemption,
  'redeem.getCardWithdrawProviders': {
    ...withdrawProviders,
    providers: [{ id: 'card-1', method: 'card', label: 'Visa', maskedAccount: '**** 4242', isDefault: false }],
  },
  'redeem.createCardWithdrawal': redemption,
  'redeem.getAptPayWithdrawProviders': {
    ...withdrawProviders,
    providers: [
      { id: 'aptpay-1', method: 'apt-pay', label: 'AptPay wallet', maskedAccount: '**** 2222', isDefault: true },
    ],
  },
  'redeem.createAptPayWithdrawal': redemption,
  'redeem.getAchAptPayWithdrawProviders': {
    ...withdrawProviders,
    providers: [{ id: 'achapt-1', method: 'ach-apt-pay', label: 'Savings', maskedAccount: '3333', isDefault: true }],
  },
  'redeem.createAchAptPayWithdrawal': redemption,
  'redeem.getAchWithdrawProviders': {
    ...withdrawProviders,
    providers: [{ id: 'ach-1', method: 'ach', label: 'Checking', maskedAccount: '6789', isDefault: true }],
  },
  'redeem.createAchWithdrawal': redemption,
  'redeem.removeWithdrawIdentity': { providerId: 'wp-1' },
  'redeem.getOutputMethods': {
    currency: 'USD',
    redeemable: 40,
    methods: [
      {
        id: 'o-trustly',
        kind: 'trustly',
        title: 'Bank transfer',
        minAmount: 10,
        maxAmount: 2000,
        fee: null,
        requisiteFields: [],
      },
      {
        id: 'o-amazon',
        kind: 'amazon-gift-card',
        title: 'Amazon Cash',
        minAmount: 5,
        maxAmount: 500,
        fee: 0,
        requisiteFields: [productInput],
      },
    ],
  },
  'redeem.createOutput': redemption,
  'redeem.createOutputByRequisite': redemption,
  'redeem.getFiservPaypalOutputMethods': { methods: [{ id: 'pp-1', email: 'p***@example.com', isDefault: true }] },
  'redeem.getAvailableRedeemOffers': {
    currency: 'USD',
    offers: [
      {
        id: 'ro-1',
        title: 'Keep playing',
        description: null,
        cost: 20,
        reward: { coins: 25000, bonus: 2000 },
        expiresAt: null,
      },
    ],
  },
  'winningsToEntries.getWinningsToEntries': {
    currency: 'USD',
    winnings: 40,
    entriesPerUnit: 100,
    minAmount: 1,
    maxAmount: null,
    presets: [5, 10, 20],
  },
  'winningsToEntries.convertWinningsToEntries': { entries: 1000, balance: { ...balance, winnings: 30 } },
  'history.getHistory': { items: [pendingOut, deposited], page: 1, pageCount: 3, totalItems: 27 },
  'history.cancelTransaction': { transaction: { ...pendingOut, status: 'canceled', cancelable: false }, balance },
  'paynup.confirmAmazonGiftCard': { isConfirmedRedemptionToAmazonGiftCard: true },
  'paynup.getPaynupProducts': {
    carrierId: 'carrier-amazon',
    currency: 'USD',
    products: [
      {
        id: 'prod-1',
        name: 'Amazon Cash',
        logoUrl: 'https://cdn.example.com/amazon/logo.png',
        imageBig: 'https://cdn.example.com/amazon/big.png',
        imageSmall: null,
        imageRedeem: null,
        enabled: true,
        presets: [
          { id: 'pp-25', price: 25 },
          { id: 'pp-50', price: 50 },
        ],
      },
    ],
  },
  'paynup.queryPaynup': { productInputs: [productInput] },
  'switchAccount.sendSwitchCode': { success: true, attemptsCountLeft: 3 },
  'switchAccount.checkSwitchCode': { success: true, login: 'real_player', message: null },
  'rewards.receiveFreeCoins': { received: true, coins: 5000, nextAvailableAt: '2025-02-01T12:00:00.000Z', balance },
  'rewards.getDepositStreakInfo': {
    isActive: true,
    skin: 'winter',
    currentStep: 1,
    steps: [
      { step: 1, reward: { coins: 1000, bonus: 0 }, completed: true },
      { step: 2, reward: { coins: 2000, bonus: 100 }, completed: false },
    ],
    expiresAt: null,
  },
  'rewards.getScratchCardLottery': {
    cards: [{ id: 'sc-1', status: 'new', prize: null, expiresAt: '2025-02-07T00:00:00.000Z' }],
  },
  'rewards.getMoneyBoxInfo': {
    isActive: true,
    currency: 'USD',
    amount: 12.5,
    capacity: 50,
    canCollect: false,
    unlockAt: null,
  },
  'rewards.getStaticInfo': {
    entries: [
      {
        kind: 'deposit-streak-skin',
        id: 'winter',
        title: 'Winter streak',
        text: null,
        image: { url: 'https://cdn.example.com/static-info/winter.svg', width: 96, height: 96 },
      },
      { kind: 'magic-box', id: 'magic-box', title: 'Magic box', text: 'Open it for a surprise reward.', image: null },
    ],
  },
  'survey.submitSurveyAnswers': {},
};

/** Example request of a call: path params, query (strings) and body, each present only when the call takes it. */
export interface ExampleRequest<I extends CallId> {
  params?: CallParams<I>;
  query?: CallQuery<I>;
  body?: CallBody<I>;
}

const idempotencyKey = '3f2b8c1e-7d4a-4e4b-9a51-0c6f1e2d9b77';
const gps = { latitude: 40.7128, longitude: -74.006, speed: null, altitude: 12.5, dateTime: 1738324800 };

/** Example requests of the calls that take params, query or a body. */
export const exampleRequests: { [I in CallId]?: ExampleRequest<I> } = {
  'i18n.getMessages': { params: { lang: 'en' } },
  'i18n.getTranslations': { params: { lang: 'de' } },
  'player.updatePlayer': {
    body: {
      firstName: 'Grace',
      lastName: 'Hopper',
      birthDate: '1985-06-01',
      address: { line1: '2 Elm St', city: 'Austin', state: 'TX', zip: '73301', country: 'US' },
    },
  },
  'player.updateProfile': { body: { phone: '+15557654321' } },
  'player.updateSsn': { body: { ssn: '1234' } },
  'player.uploadDocument': {
    body: {
      idempotencyKey,
      documentType: 'passport',
      fileName: 'passport.png',
      mimeType: 'image/png',
      contentBase64: 'iVBORw0KGgo=',
    },
  },
  'player.specifyDailyLimit': { body: { limit: 500 } },
  'verification.checkIdologyAnswers': { body: { answers: [{ questionId: streetQuestion.id, answerId: 'a-2' }] } },
  'fraud.checkIdentityMatch': { body: { action: 'deposit', deviceGps: gps } },
  'fraud.initKountPayment': { body: {} },
  'deposit.getCards': { query: { presetId: 'preset-10' } },
  'deposit.getInputMethods': { query: { presetId: 'preset-10', offerType: 'regular' } },
  'deposit.getDepositMethods': { query: { method_id: 'm-card' } },
  'deposit.createDeposit': {
    body: { idempotencyKey, presetId: 'preset-10', methodId: 'm-trustly', trustlyTokenId: 'tt-1', location: gps },
  },
  'deposit.payByCard': {
    body: { idempotencyKey, presetId: 'preset-10', offerType: 'regular', methodId: 'm-card', cardToken: 'wt_abc123' },
  },
  'deposit.checkDeposit': { query: { paymentId: 'pay-2' } },
  'deposit.initPaypal': { body: { idempotencyKey, promoOfferPresetId: 'promo-preset-1', methodId: 'm-paypal' } },
  'deposit.checkPaypal': { body: { paymentId: 'pay-3', orderId: '5O190127TN364715T' } },
  'deposit.removeMethod': { body: { methodType: 'trustly', tokenId: 'tt-1' } },
  'deposit.requestTrustpilotInvitation': { body: { paymentId: 'pay-2' } },
  'deposit.validateApplePayMerchant': {
    body: { validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' },
  },
  'redeem.createTrustlyWithdrawal': { body: { idempotencyKey, amount: 25, providerId: 'wp-1' } },
  'redeem.createCardWithdrawal': { body: { idempotencyKey, amount: 25, providerId: 'card-1' } },
  'redeem.createAptPayWithdrawal': { body: { idempotencyKey, amount: 25, providerId: 'ap-1' } },
  'redeem.createAchAptPayWithdrawal': {
    body: {
      idempotencyKey,
      amount: 25,
      bankAccount: {
        holderName: 'Ada Lovelace',
        routingNumber: '021000021',
        accountNumber: '123456789',
        accountType: 'checking',
      },
    },
  },
  'redeem.createAchWithdrawal': { body: { idempotencyKey, amount: 25, providerId: 'ach-1' } },
  'redeem.removeWithdrawIdentity': { body: { method: 'trustly', providerId: 'wp-1' } },
  'redeem.createOutput': { body: { idempotencyKey, amount: 25, methodId: 'o-trustly' } },
  'redeem.createOutputByRequisite': {
    body: { idempotencyKey, amount: 25, methodId: 'o-amazon', requisites: { email: 'player@example.com' } },
  },
  'winningsToEntries.convertWinningsToEntries': { body: { idempotencyKey, amount: 10 } },
  'history.getHistory': { params: { mode: 'all' }, query: { page: '2' } },
  'history.cancelTransaction': { params: { id: 'tx-1002' } },
  'paynup.queryPaynup': {
    body: { query: PAYNUP_PRODUCT_INPUTS_QUERY, variables: { carrierId: 'carrier-amazon', productId: 'prod-1' } },
  },
  'switchAccount.sendSwitchCode': { body: { flow: 'switchToRealAccount', idempotencyKey } },
  'switchAccount.checkSwitchCode': { body: { confirm_code: '0427', flow: 'keepDuplicateAccount', idempotencyKey } },
  'survey.submitSurveyAnswers': {
    body: { context: 'questionnaire', answers: [{ questionId: 'q-age', value: '25-34' }] },
  },
};
