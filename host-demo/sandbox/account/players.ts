import type { TermsRequirement } from '../../../contracts/host/events';
import type { PlayerRecord, SavedCard, Transaction } from './playerRecord';
import { daysAgo, earlierToday } from '../time';
import { generateHistory } from '../history/generator';

/** The suspended-account players (issue [9]): defined at the end of this file, with createSuspendedPlayers. */
const SUSPENDED_PLAYER_IDS = [
  'duplicate-keep-only',
  'duplicate-real-only',
  'duplicate-two-attempts',
  'duplicate-send-fails',
  'suspended',
] as const;

/** The named states the sandbox offers (host-demo/sandbox/README.md, "Players"); ids are what `POST /__sandbox/login` takes. */
export const PLAYER_IDS = [
  'verified',
  'new',
  'duplicate-switch',
  'duplicate-no-switch',
  'blocked',
  'near-limit',
  'terms',
  'flagged',
  'history-10k',
  ...SUSPENDED_PLAYER_IDS,
] as const;
export type PlayerId = (typeof PLAYER_IDS)[number];

/**
 * Players the sandbox's antifraud base knows. Their account is in good standing (the cashier opens, methods
 * load), but antifraud-base-match answers 'restricted', so every payment stops before it is sent.
 */
export const ANTIFRAUD_BASE_PLAYER_IDS: ReadonlySet<string> = new Set<PlayerId>(['flagged']);

const address = (line1: string) => ({
  line1,
  line2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
});

const card = (
  id: string,
  brand: SavedCard['brand'],
  last4: string,
  expMonth: number,
  expYear: number,
  holderName: string,
): SavedCard => ({
  id,
  brand,
  last4,
  expMonth,
  expYear,
  holderName,
});

const deposit = (
  id: string,
  amount: number,
  createdAt: number,
  status: Transaction['status'],
  methodLabel: string,
): Transaction => ({
  id,
  kind: 'deposit',
  direction: 'in',
  status,
  amount,
  currency: 'USD',
  createdAt,
  methodLabel,
});

const redemption = (
  id: string,
  amount: number,
  createdAt: number,
  status: Transaction['status'],
  methodLabel: string,
): Transaction => ({
  id,
  kind: 'redeem',
  direction: 'out',
  status,
  amount,
  currency: 'USD',
  createdAt,
  methodLabel,
});

/**
 * A player's one saved Visa card (`card-<key>-visa`) and the closed deposits paid with it, newest first
 * (`[amount, createdAt]` each; ids `tx-<key>-<n>`, the oldest being 1).
 */
const visaAndDeposits = (
  key: string,
  holderName: string,
  last4: string,
  expMonth: number,
  expYear: number,
  ...deposits: [number, number][]
) => ({
  cards: [card(`card-${key}-visa`, 'visa', last4, expMonth, expYear, holderName)],
  transactions: deposits.map(([amount, createdAt], index) =>
    deposit(`tx-${key}-${deposits.length - index}`, amount, createdAt, 'closed', `Visa •••• ${last4}`),
  ),
});

/** Defaults of a settled, verified player in good standing; each named state overrides what makes it different. */
function basePlayer(id: string, displayName: string, login: string, description: string): PlayerRecord {
  const [firstName, lastName] = displayName.split(' ');
  return {
    id,
    displayName,
    description,
    login,
    email: `${login}@example.com`,
    emailConfirmed: true,
    firstName: firstName ?? null,
    lastName: lastName ?? null,
    phone: null,
    phoneConfirmed: false,
    birthDate: '1988-04-12',
    address: address('1 Sandbox Lane'),
    ssnLast4: null,
    verificationStatus: 'verified',
    verificationReason: null,
    currency: 'USD',
    balance: 0,
    winnings: 0,
    accountStatus: 'active',
    finOperationsAvailable: true,
    switchingAccountEmail: null,
    switchAccountStrategies: { switchToRealAccount: false, keepDuplicateAccount: false },
    isShowHistory: true,
    giftCard: { confirmed: false, displayPopup: false, showDisclaimer: true },
    dailyLimit: { limitSum: null, playerLimit: null, limitTimeStart: null },
    termsRequirement: [],
    cards: [],
    trustlyAccounts: [],
    transactions: [],
  };
}

const TERMS_UPDATE: TermsRequirement[] = [
  {
    id: 'terms-of-use',
    name: 'Terms of Use',
    version: '2025-06',
    url: 'https://example.com/legal/terms-of-use/2025-06',
  },
  {
    id: 'privacy-policy',
    name: 'Privacy Policy',
    version: '2025-06',
    url: 'https://example.com/legal/privacy-policy/2025-06',
  },
];

/** What the two duplicate accounts share: unverified, no personal details, financial operations stopped. */
const DUPLICATE_ACCOUNT = {
  verificationStatus: 'unverified',
  birthDate: null,
  address: null,
  accountStatus: 'duplicate',
  finOperationsAvailable: false,
} as const satisfies Partial<PlayerRecord>;

/** Fresh records of every sandbox player; `now` anchors their history (a reset rebuilds them). */
export function createInitialPlayers(now: number): PlayerRecord[] {
  const verified: PlayerRecord = {
    ...basePlayer(
      'verified',
      'Vera Verified',
      'vera.verified',
      'Verified, two saved cards, $250 balance ($120.50 redeemable), history with a pending redemption.',
    ),
    phone: '+15555550101',
    phoneConfirmed: true,
    ssnLast4: '4321',
    balance: 250,
    winnings: 120.5,
    giftCard: { confirmed: true, displayPopup: false, showDisclaimer: true },
    cards: [
      card('card-vera-visa', 'visa', '4242', 12, 2030, 'Vera Verified'),
      card('card-vera-mc', 'mastercard', '4444', 8, 2029, 'Vera Verified'),
    ],
    trustlyAccounts: [
      { tokenId: 'trustly-vera-chase', bankName: 'Chase', accountMask: '**** 6789' },
      { tokenId: 'trustly-vera-boa', bankName: 'Bank of America', accountMask: '**** 1234' },
    ],
    transactions: [
      redemption('tx-vera-5', 40, daysAgo(now, 1), 'pending', 'Visa •••• 4242'),
      deposit('tx-vera-4', 100, daysAgo(now, 3), 'closed', 'Visa •••• 4242'),
      deposit('tx-vera-3', 50, daysAgo(now, 6), 'denied', 'Mastercard •••• 4444'),
      redemption('tx-vera-2', 25, daysAgo(now, 9), 'canceled', 'Visa •••• 4242'),
      deposit('tx-vera-1', 200, daysAgo(now, 14), 'closed', 'Mastercard •••• 4444'),
    ],
  };

  const newcomer: PlayerRecord = {
    ...basePlayer(
      'new',
      'Nico Newman',
      'nico.newman',
      'New and unverified: empty balance, no saved cards, no personal details or history yet.',
    ),
    emailConfirmed: false,
    firstName: null,
    lastName: null,
    birthDate: null,
    address: null,
    verificationStatus: 'unverified',
    giftCard: { confirmed: false, displayPopup: false, showDisclaimer: true },
  };

  const duplicateSwitch: PlayerRecord = {
    ...basePlayer(
      'duplicate-switch',
      'Dana Duplicate',
      'dana.duplicate',
      'Duplicate account that may switch to the real account or keep this one (both strategies offered).',
    ),
    ...DUPLICATE_ACCOUNT,
    balance: 15,
    winnings: 0,
    switchingAccountEmail: 'dana.real@example.com',
    switchAccountStrategies: { switchToRealAccount: true, keepDuplicateAccount: true },
    transactions: [deposit('tx-dana-1', 15, daysAgo(now, 2), 'closed', 'Visa •••• 1881')],
  };

  const duplicateNoSwitch: PlayerRecord = {
    ...basePlayer(
      'duplicate-no-switch',
      'Dmitri Double',
      'dmitri.double',
      'Duplicate account with no switch strategy: may only change account or contact support.',
    ),
    ...DUPLICATE_ACCOUNT,
  };

  const blocked: PlayerRecord = {
    ...basePlayer(
      'blocked',
      'Blake Blocked',
      'blake.blocked',
      'Financial operations blocked (status blocked): the action-required screen with support chat.',
    ),
    balance: 80,
    winnings: 40,
    accountStatus: 'blocked',
    finOperationsAvailable: false,
    verificationReason: 'Account under review by the risk team.',
    ...visaAndDeposits('blake', 'Blake Blocked', '1111', 3, 2028, [80, daysAgo(now, 20)]),
  };

  const nearLimit: PlayerRecord = {
    ...basePlayer(
      'near-limit',
      'Lena Limit',
      'lena.limit',
      'Daily deposit limit $500 with $450 deposited today: only $50 more may be deposited.',
    ),
    balance: 470,
    winnings: 35,
    // Redeem: an Amazon Cash account the platform asks to confirm (the gift-card popup).
    giftCard: { confirmed: false, displayPopup: true, showDisclaimer: true },
    dailyLimit: { limitSum: 500, playerLimit: 500, limitTimeStart: daysAgo(now, 10) },
    ...visaAndDeposits(
      'lena',
      'Lena Limit',
      '0005',
      5,
      2031,
      [250, earlierToday(now, 0.6)],
      [200, earlierToday(now, 0.3)],
      [300, daysAgo(now, 1)],
    ),
  };

  const terms: PlayerRecord = {
    ...basePlayer(
      'terms',
      'Theo Terms',
      'theo.terms',
      'Verified, but must accept the updated Terms of Use and Privacy Policy before using the cashier.',
    ),
    balance: 60,
    winnings: 10,
    termsRequirement: TERMS_UPDATE.map((item) => ({ ...item })),
    ...visaAndDeposits('theo', 'Theo Terms', '9995', 11, 2029, [60, daysAgo(now, 30)]),
  };

  const flagged: PlayerRecord = {
    ...basePlayer(
      'flagged',
      'Fay Flagged',
      'fay.flagged',
      'Active and verified, but in the antifraud base: every deposit is refused before payment.',
    ),
    balance: 30,
    winnings: 5,
    ...visaAndDeposits('fay', 'Fay Flagged', '4242', 10, 2030, [30, daysAgo(now, 5)]),
    trustlyAccounts: [{ tokenId: 'trustly-fay-chase', bankName: 'Chase', accountMask: '**** 2468' }],
  };

  const historyTenK: PlayerRecord = {
    ...basePlayer(
      'history-10k',
      'Hugo History',
      'hugo.history',
      'Verified, with a seeded history of 10,000 transactions (every status and direction): the long-list case.',
    ),
    balance: 900,
    winnings: 300,
    transactions: generateHistory(10_000, now),
  };

  return [
    verified,
    newcomer,
    duplicateSwitch,
    duplicateNoSwitch,
    blocked,
    nearLimit,
    terms,
    flagged,
    historyTenK,
    ...createSuspendedPlayers(),
  ];
}

/*
 * Suspended-account players (issue [9]; their switch behaviour is in suspended/switching.ts): one duplicate per
 * strategy combination beyond duplicate-switch and duplicate-no-switch, attempts that run out, a send that fails,
 * and a blocked non-duplicate with a status the cashier does not know.
 */
function createSuspendedPlayers(): PlayerRecord[] {
  const duplicate = (
    id: string,
    displayName: string,
    login: string,
    description: string,
    strategies: PlayerRecord['switchAccountStrategies'],
  ): PlayerRecord => ({
    ...basePlayer(id, displayName, login, description),
    ...DUPLICATE_ACCOUNT,
    switchingAccountEmail: `${login.split('.')[0] ?? login}.real@example.com`,
    switchAccountStrategies: strategies,
  });
  const both = { switchToRealAccount: true, keepDuplicateAccount: true };
  return [
    duplicate(
      'duplicate-keep-only',
      'Kim Keeper',
      'kim.keeper',
      'Duplicate account that may only keep this account (code by e-mail).',
      { switchToRealAccount: false, keepDuplicateAccount: true },
    ),
    duplicate(
      'duplicate-real-only',
      'Rory Real',
      'rory.second',
      'Duplicate account that may only switch to the real account (code by e-mail).',
      { switchToRealAccount: true, keepDuplicateAccount: false },
    ),
    duplicate(
      'duplicate-two-attempts',
      'Tess Tries',
      'tess.tries',
      'Duplicate account with two code checks: two wrong codes use them up (wrong codes come without a message).',
      both,
    ),
    duplicate(
      'duplicate-send-fails',
      'Sam Sendfail',
      'sam.sendfail',
      'Duplicate account whose switch code can never be e-mailed (every send fails).',
      both,
    ),
    {
      ...basePlayer(
        'suspended',
        'Sid Suspended',
        'sid.suspended',
        'Financial operations blocked with a status the cashier does not know (on-review): the action-required screen.',
      ),
      accountStatus: 'on-review',
      finOperationsAvailable: false,
    },
  ];
}
