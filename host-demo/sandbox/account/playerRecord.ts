import type { AccountStatus } from '../../../contracts/api/app';
import type { Address } from '../../../contracts/api/player';
import type { VerificationStatus } from '../../../contracts/api/verification';
import type { TermsRequirement } from '../../../contracts/host/events';

/** A card the player saved with the card provider; only what a cashier may show. */
export interface SavedCard {
  id: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
}

/** A bank account the player linked through Trustly; `tokenId` addresses it (deposit, removal). */
export interface TrustlyAccount {
  tokenId: string;
  bankName: string;
  /** Last digits of the account, e.g. `**** 6789`; null when the bank gives none. */
  accountMask: string | null;
}

export type TransactionStatus = 'pending' | 'closed' | 'canceled' | 'denied';

/** One money movement of the player (history, daily-limit arithmetic). */
export interface Transaction {
  id: string;
  kind: 'deposit' | 'redeem' | 'winnings-to-entries';
  direction: 'in' | 'out';
  status: TransactionStatus;
  amount: number;
  currency: string;
  /** ms since the epoch. */
  createdAt: number;
  /** How it was paid or paid out, as the history shows it: `Visa •••• 4242`. */
  methodLabel: string;
}

/**
 * The sandbox's own record of a player. It is richer than any one response and independent of the wire shapes:
 * handlers (each area's routes.ts) map it to each call's contract, so a contract change touches one handler, not the fixtures.
 */
export interface PlayerRecord {
  id: string;
  /** Name in the sandbox player picker. */
  displayName: string;
  /** One line: the state this player is in and what it exercises. */
  description: string;

  login: string;
  email: string;
  emailConfirmed: boolean;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  phoneConfirmed: boolean;
  birthDate: string | null;
  address: Address | null;
  /** Last 4 digits of the SSN on file; never sent to the client. */
  ssnLast4: string | null;
  verificationStatus: VerificationStatus;
  verificationReason: string | null;

  currency: string;
  /** Playable money, including the winnings. */
  balance: number;
  /** The redeemable part of the balance. */
  winnings: number;

  accountStatus: AccountStatus;
  finOperationsAvailable: boolean;
  /** Where the switch-account code is e-mailed (duplicate accounts). */
  switchingAccountEmail: string | null;
  switchAccountStrategies: { switchToRealAccount: boolean; keepDuplicateAccount: boolean };

  isShowHistory: boolean;
  giftCard: { confirmed: boolean; displayPopup: boolean; showDisclaimer: boolean };

  /** Daily deposit limit; what was deposited today is derived from `transactions`. */
  dailyLimit: { limitSum: number | null; playerLimit: number | null; limitTimeStart: number | null };
  termsRequirement: TermsRequirement[];
  cards: SavedCard[];
  /** Bank accounts linked through Trustly (deposit providers). */
  trustlyAccounts: TrustlyAccount[];
  /** Newest first. */
  transactions: Transaction[];
}

/** What the sandbox panel and `/__sandbox/players` show of a player. */
export interface PlayerSummary {
  id: string;
  displayName: string;
  description: string;
  login: string;
  email: string;
  accountStatus: AccountStatus;
  verificationStatus: VerificationStatus;
  balance: number;
  winnings: number;
  currency: string;
}

export function summarizePlayer(player: PlayerRecord): PlayerSummary {
  const { id, displayName, description, login, email, accountStatus, verificationStatus, balance, winnings, currency } =
    player;
  return { id, displayName, description, login, email, accountStatus, verificationStatus, balance, winnings, currency };
}
