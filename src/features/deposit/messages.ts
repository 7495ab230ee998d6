/**
 * Bundled English of the deposit flow's first screen (packages, offer; the quick deposit brings its own), loaded with the
 * screen's chunk through the manifest's message loader and merged under server strings. The payment step, the
 * limit popup and the result screens bring theirs (paymentMessages.ts, limitMessages.ts, resultMessages.ts); the way
 * back to the package list, which they show too, is in choosePackageMessages.ts. Same rules as shared/i18n/en.ts.
 */
export const messages = {
  'deposit.package.heading': 'Choose a package',
  'deposit.package.loading': 'Loading packages…',
  'deposit.package.empty': 'No packages are on sale right now.',
  'deposit.package.coins': '{coins} coins',
  'deposit.package.bonus': '+{bonus} bonus: {total} coins in all.',
  'deposit.package.overLimit': 'Above your daily deposit limit.',
  'deposit.offer.loading': 'Loading the offer…',
  'deposit.offer.none': 'This offer is not available any more.',
} satisfies Record<string, string>;
