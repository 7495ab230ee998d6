/**
 * Header titles of the deposit area (its manifest's route titles and the steps of the package → method → card
 * flow): bundled with the app through the manifest, so the header never shows a raw key while a chunk loads.
 */
export const titleMessages = {
  'cash.title.selectPackage': 'Select a package',
  'cash.title.paymentMethod': 'Payment method',
  'cash.title.selectCard': 'Select a card',
  'cash.route.success': 'Deposit successful',
  'cash.route.failed': 'Payment failed',
  'cash.route.pending': 'Payment pending',
  'cash.route.thankYou': 'Thank you',
  'cash.route.questionnaire': 'Questionnaire',
  // A result screen with no payment to show (opened cold: a reload, an old link) says so in its header too.
  'cash.title.noPayment': 'No payment to show',
  'cash.title.noPaymentInProgress': 'No payment in progress',
} satisfies Record<string, string>;
