/**
 * The bundled English messages of the shell and of every flow's first screen: the floor of every dictionary
 * (bundled English < server messages < server translations), so a bundled key never shows raw. A later step's
 * messages live beside it and are registered by its chunk (registerMessages in bundledMessages.ts), e.g.
 * features/deposit/paymentMessages.ts and resultMessages.ts. Flat dotted keys `feature.element.state`;
 * `{name}` marks an interpolation. Every value is plain text: it is rendered as text, never as HTML.
 */
export const en = {
  'common.close': 'Close',
  'common.back': 'Back',
  'common.retry': 'Retry',
  'common.tryAgain': 'Try again',
  'common.cancel': 'Cancel',
  'common.continue': 'Continue',
  'common.confirm': 'Confirm',
  'common.loading': 'Loading…',
  'common.somethingWentWrong': 'Something went wrong',
  'common.recoverable.text': 'This part of the cashier could not be shown. Try again, or close the cashier and come back later.',
  /** The bare word shown when the server gives no message (spec §8, wrong confirmation code). */
  'common.error.generic': 'Error',
  'common.error.unauthorized': 'Your session has ended. Please sign in again.',
  'common.error.network': 'We could not reach the server. Check your connection and try again.',
  'common.error.timeout': 'The server took too long to answer. Please try again.',
  'common.error.aborted': 'The request was canceled.',
  'common.error.server': 'The server could not complete the request. Please try again later.',
  'common.error.parse': 'The server sent an answer we could not read. Please try again later.',
  'common.error.contract': 'The server sent data we did not expect. Please try again later.',
  'common.error.unknown': 'Something unexpected happened. Please try again.',

  'cash.dialog.label': 'Cashier',
  'cash.title.selectPackage': 'Select a package',
  'cash.title.paymentMethod': 'Payment method',
  'cash.title.selectCard': 'Select a card',

  'cash.route.depositOffer': 'Special offer',
  'cash.route.depositByMoney': 'Buy a package',
  'cash.route.deposit': 'Deposit',
  'cash.route.success': 'Deposit successful',
  'cash.route.failed': 'Payment failed',
  'cash.route.pending': 'Payment pending',
  'cash.route.thankYou': 'Thank you',
  'cash.route.questionnaire': 'Questionnaire',
  'cash.route.verification': 'Identity verification',
  'cash.route.verificationStatus': 'Verification status',
  'cash.route.account': 'Account',
  'cash.route.history': 'Transaction history',
  'cash.route.winningsToEntries': 'Winnings to entries',
  'cash.route.redeem': 'Redeem winnings',
  'cash.route.redeemSuccess': 'Redemption successful',
  'cash.route.playResponsible': 'Play responsibly',

  'cash.notFound.title': 'Page not found',
  'cash.notFound.text': 'This part of the cashier does not exist. It may have moved.',
  'cash.notFound.toDeposit': 'Go to deposit',

  'cash.placeholder.title': 'Coming soon',
  'cash.placeholder.pendingIssue': 'This screen is being built ({issue}) and is not available yet.',
  'cash.placeholder.notPlanned': 'This screen is not available yet.',

  'notification.list.notification': 'Notifications',
  'notification.list.notificationErrors': 'Error notifications',
  'notification.list.toastr': 'Messages',
  'notification.list.toastrErrors': 'Error messages',
  'notification.close': 'Close notification',
  'notification.status.attention': 'Warning',
  'notification.status.check': 'Success',
  'notification.status.confirm': 'Confirmation',
  'notification.status.error': 'Error',
  'notification.status.plus': 'Bonus',

  'deposit.package.heading': 'Choose a package',
  'deposit.package.loading': 'Loading packages…',
  'deposit.package.empty': 'No packages are on sale right now.',
  'deposit.package.coins': '{coins} coins',
  'deposit.package.summary': 'Price {price}: {coins} coins + {bonus} bonus = {total}.',
  'deposit.package.overLimit': 'Above your daily deposit limit.',
  'deposit.package.notFound': 'This package is no longer on sale.',
  'deposit.package.choose': 'Choose a package',
  'deposit.package.change': 'Change package',
  'deposit.quick.heading': 'Quick deposit',
  'deposit.quick.lastMethod': 'Goes straight to the payment method you used last.',
  'deposit.summary.heading': 'Order summary',
  'deposit.summary.price': 'Price',
  'deposit.summary.coins': 'Coins',
  'deposit.summary.bonus': 'Bonus',
  'deposit.summary.total': 'You receive',
  'deposit.limit.title': 'Daily limit reached',
  'deposit.limit.text': 'This package costs {price}, but you can deposit only {available} more today under your responsible play limit. Choose a smaller package or come back tomorrow.',
  'deposit.limit.ok': 'OK',
  'deposit.checks.failed': 'We could not finish the security check before your payment, so nothing was sent for payment and you were not charged.',
  'deposit.offer.loading': 'Loading the offer…',
  'deposit.offer.none': 'This offer is not available any more.',

  'format.attemptsLeft': '{n} attempts left',
} satisfies Record<string, string>;

/** A key of the bundled messages; `t` also accepts other strings (server-only keys, computed keys). */
export type MessageKey = keyof typeof en;

/** Flat key → text, as bundled and as the server sends it. */
export type Messages = Readonly<Record<string, string>>;
