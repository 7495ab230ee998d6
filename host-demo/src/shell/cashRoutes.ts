/** Every cash route the demo links to, so each screen can be opened directly (deep links). */
export const CASH_ROUTES: ReadonlyArray<{ path: string; label: string }> = [
  { path: 'deposit/', label: 'Deposit' },
  { path: 'deposit-by-money/', label: 'Deposit by money' },
  { path: 'deposit-by-money/offer/', label: 'Deposit offer' },
  { path: 'redeem/', label: 'Redeem' },
  { path: 'history/', label: 'History' },
  { path: 'winnings-to-entries/', label: 'Winnings to entries' },
  { path: 'account/', label: 'Account' },
  { path: 'verification/', label: 'Verification' },
  { path: 'verification-status/', label: 'Verification status' },
  { path: 'play-responsible/', label: 'Responsible play' },
  { path: 'success/', label: 'Deposit success' },
  { path: 'redeem-success/', label: 'Redeem success' },
  { path: 'failed/', label: 'Payment failed' },
  { path: 'pending/', label: 'Payment pending' },
  { path: 'thank-you/', label: 'Thank you' },
  { path: 'questionnaire/', label: 'Questionnaire' },
];
