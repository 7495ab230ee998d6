/**
 * Every named chunk of the remote, with what it holds (docs/architecture.md, "Opening fast": what no first screen
 * needs is not in it). webpack reads a chunk's name only from the literal `webpackChunkName` comment inside each
 * `import()`, so the name is still written there; `chunkNames.test.ts` checks that every such literal is a key of
 * this table and every key is used, so a misspelt or copied name (which would silently make a new chunk or merge two)
 * fails a test. `npm run size` budgets them by these names.
 */
export const CHUNK_NAMES = {
  // Route screens (manifest `screen` loaders; a route's English and prefetch ride in the same chunk).
  deposit: 'the package list: deposit/ and deposit-by-money/ (screen, English, prefetch)',
  'deposit-offer': 'the promo offer route (screen, English, prefetch), without the package list',
  'deposit-success': 'success/',
  'deposit-failed': 'failed/',
  'deposit-pending': 'pending/',
  'deposit-thank-you': 'thank-you/',
  'deposit-questionnaire': 'questionnaire/',
  redeem: 'redeem/ (screen, English, prefetch)',
  'redeem-success': 'redeem-success/ (screen, English)',
  history: 'history/ (screen, English)',
  account: 'account/',
  verification: 'verification/',
  'verification-status': 'verification-status/',
  'responsible-play': 'play-responsible/',
  'winnings-to-entries': 'winnings-to-entries/ (screen, English)',
  'not-found': 'Not found (a cash URL no route matches)',
  // A gate's screen and slots (manifest `gate.screen`, `slots`).
  suspended: 'the suspended-account gate',
  rewards: 'the rewards panel below the packages (slot deposit.packages)',
  'rewards-success': 'the rewards part of the success screen (slot deposit.success)',
  // Parts loaded later, when they can be needed.
  'deposit-payment': 'the payment step (methods, card forms)',
  'deposit-limit': 'the limit popup',
  'deposit-resume': 'the pending-payment resume check (a URL with paymentId, or a saved intent)',
  'redeem-method': 'the payout method panel',
  'redeem-offers': "the redeem offers' cards, under the method list (when there are offers)",
  'redeem-giftcard': 'the gift card form',
  'suspended-switch': 'the switch-account code step and its calls',
  'money-run': "the intent kit's run and its intent book, started once a screen that can move money shows",
  'history-cancel':
    "the history's cancel (its dialog, its call through the intent kit, the re-read), started once the list shows rows",
  popup: "the kit's popup for screens whose popups open only after a press (play responsibly)",
  'verification-questions': 'the identity questions, after an SSN check asked them',
  'account-part': "the account's forms (contact details, SSN), once the profile shows",
  'verification-way': 'the ways to verify (details, document upload, document scan), once the list of ways shows',
  'money-recheck': "the lost-answer re-read of the intent kit (deposit's, redeem's and the kit's own loader share it)",
  'geo-check': 'the geo check, 500 ms after entering',
  notifications: 'the notification lists and items, preloaded when the cashier mounts',
} as const satisfies Record<string, string>;

export type ChunkName = keyof typeof CHUNK_NAMES;

/**
 * The chunks that are a route's or a gate's first screen (each manifest's `screen` loader). Each keeps the modules
 * it shares with another chunk (webpack.config.ts, `splitChunks.chunks`): a split-off common chunk would be one more
 * request on the way to the first screen and, gzipped on its own, more bytes than the copy (test/size/README.md).
 * `chunkNames.test.ts` checks the list against the manifests.
 */
export const FIRST_SCREEN_CHUNKS: readonly ChunkName[] = [
  'deposit',
  'deposit-offer',
  'deposit-success',
  'deposit-failed',
  'deposit-pending',
  'deposit-thank-you',
  'deposit-questionnaire',
  'redeem',
  'redeem-success',
  'history',
  'account',
  'verification',
  'verification-status',
  'responsible-play',
  'winnings-to-entries',
  'suspended',
];

/**
 * The first line of a file that tells V8 to compile every function in it eagerly, on the thread that streams the
 * file in (webpack.config.ts, `CompileHintPlugin`; docs/architecture.md, "Opening fast").
 */
export const COMPILE_HINT_LINE = '//# allFunctionsCalledOnLoad';

/**
 * What a first screen shows beside its own chunk, so its functions run at the open too: the rewards panel under the
 * package list (slot `deposit.packages`). With remoteEntry.js, the exposes, the shell, FIRST_SCREEN_CHUNKS and the
 * chunks of the first-screen table (src/runtime/firstScreenTable.ts), these are the files that carry the compile hint.
 */
export const BESIDE_FIRST_SCREENS: readonly ChunkName[] = ['rewards'];
