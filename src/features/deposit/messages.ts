/**
 * Bundled English of the deposit flow's first screen (packages, quick deposit, offer), loaded with the
 * screen's chunk through the manifest's message loader and merged under server strings. The payment step, the
 * limit popup and the result screens bring theirs (paymentMessages.ts, limitMessages.ts, resultMessages.ts). Same rules as shared/i18n/en.ts.
 */
export const messages = {
  'deposit.package.heading': 'Choose a package',
  'deposit.package.loading': 'Loading packages…',
  'deposit.package.empty': 'No packages are on sale right now.',
  'deposit.package.coins': '{coins} coins',
  'deposit.package.bonus': '+{bonus} bonus: {total} coins in all.',
  'deposit.package.overLimit': 'Above your daily deposit limit.',
  'deposit.package.choose': 'Choose a package',
  'deposit.quick.heading': 'Quick deposit',
  'deposit.quick.lastMethod': 'Goes straight to the payment method you used last.',
  'deposit.quick.lastCard': 'Pays with {card}, the card you used last.',
  'deposit.quick.lastNamedMethod': 'Pays with {method}, the method you used last.',
  // The card brands are here, not in the payment step's messages, because the quick deposit names the card too.
  'deposit.card.brand.visa': 'Visa',
  'deposit.card.brand.mastercard': 'Mastercard',
  'deposit.card.brand.amex': 'American Express',
  'deposit.card.brand.discover': 'Discover',
  'deposit.card.brand.other': 'Card',
  'deposit.offer.loading': 'Loading the offer…',
  'deposit.offer.none': 'This offer is not available any more.',
} satisfies Record<string, string>;
