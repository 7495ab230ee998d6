/**
 * Bundled English of the deposit flow's first screen (packages, quick deposit, offer, limit popup), loaded with the
 * screen's chunk through the manifest's message loader and merged under server strings. The payment step and the
 * result screens bring theirs (paymentMessages.ts, resultMessages.ts). Same rules as shared/i18n/en.ts.
 */
export const messages = {
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
} satisfies Record<string, string>;
