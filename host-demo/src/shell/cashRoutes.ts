import type { CashRoutePath } from '../../../contracts/host/routes';

/** The demo's link text for each cash screen of the host contract, in the links' order: a screen it lacks fails tsc. */
const LABELS: Readonly<Record<CashRoutePath, string>> = {
  'deposit/': 'Deposit',
  'deposit-by-money/': 'Deposit by money',
  'deposit-by-money/offer/': 'Deposit offer',
  'redeem/': 'Redeem',
  'history/': 'History',
  'winnings-to-entries/': 'Winnings to entries',
  'account/': 'Account',
  'verification/': 'Verification',
  'verification-status/': 'Verification status',
  'play-responsible/': 'Responsible play',
  'success/': 'Deposit success',
  'redeem-success/': 'Redeem success',
  'failed/': 'Payment failed',
  'pending/': 'Payment pending',
  'thank-you/': 'Thank you',
  'questionnaire/': 'Questionnaire',
};

/** Every cash route the demo links to, so each screen can be opened directly (deep links). */
export const CASH_ROUTES: ReadonlyArray<{ path: string; label: string }> = Object.entries(LABELS).map(
  ([path, label]) => ({ path, label }),
);
