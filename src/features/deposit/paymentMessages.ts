/**
 * Bundled English of the deposit payment step (methods, their forms, the checks' outcome).
 * Registered (registerMessages) at the top level of the modules that render them, so they download with that chunk
 * and are in the dictionary before its first render; server strings still win over them. Same rules as en.ts.
 */
export const paymentMessages = {
  'deposit.package.notFound': 'This package is no longer on sale.',
  'deposit.package.change': 'Change package',
  'deposit.summary.heading': 'Order summary',
  'deposit.summary.price': 'Price',
  'deposit.summary.total': 'You receive',
  'deposit.lost.text':
    'We did not get an answer from the payment server, so we cannot tell yet whether your payment started. You will not be charged twice: paying again for the same package with the same card or account is safe, or check your history first.',
  'deposit.lost.checking':
    'We did not get an answer from the payment server. We are checking whether your payment of {amount} started…',
  'deposit.lost.startedTitle': 'Your payment is not finished yet',
  'deposit.lost.started':
    'Your payment of {amount} started and is not finished yet: it may be waiting for you to confirm it (your bank’s security check, for example). Try again to continue it: you will not be charged twice.',
  'deposit.checks.failed':
    'We could not finish the security check before your payment, so nothing was sent for payment and you were not charged.',
  'deposit.method.heading': 'Payment method',
  'deposit.method.loading': 'Loading payment methods…',
  'deposit.method.empty': 'No payment method is available for this package.',
  'deposit.method.back': 'Back to payment methods',
  'deposit.method.limits': 'Per payment: {limits}.',
  'deposit.method.limits.range': '{min} to {max}',
  'deposit.method.limits.min': 'at least {min}',
  'deposit.method.limits.max': 'at most {max}',
  'deposit.method.notForAmount':
    'This method cannot pay {amount}: it takes {limits} per payment. Choose another method or package.',
  'deposit.pay.button': 'Pay {amount}',
  'deposit.pay.submitting': 'Processing payment…',
  'deposit.restricted.heading': 'This payment cannot be made',
  'deposit.restricted.text':
    'Deposits are not available for your account right now. Nothing was sent for payment and you were not charged. If you think this is a mistake, please contact support.',
  'deposit.card.saved': 'Saved cards',
  'deposit.card.noSaved': 'You have no saved cards.',
  'deposit.card.showAll': 'Show all {n} cards',
  'deposit.card.new': 'Use a new card',
  'deposit.card.backToSaved': 'Back to saved cards',
  'deposit.card.closePicker': 'Close card selection',
  'deposit.card.label': '{brand} {number}, expires {expiry}',
  'deposit.card.expired': '(expired)',
  'deposit.card.expires': 'Expires {expiry}',
  'deposit.card.remove': 'Remove {name}',
  'deposit.card.removeShort': 'Remove',
  'deposit.card.removed': '{name} removed from your saved cards.',
  'deposit.card.removeConfirm': 'Remove {name} from your saved cards?',
  'deposit.remove.yes': 'Remove',
  'deposit.remove.no': 'Keep it',
  'deposit.card.widgetTitle': 'Card details',
  'deposit.card.widgetUnavailable': 'Paying with a new card is not available right now. Choose another method.',
  'deposit.card.declined': 'The card was declined. Check the details or use another card.',
  'deposit.card.threeDs': 'Confirm the payment with your bank in the card form.',
  'deposit.trustly.accounts': 'Your bank accounts',
  'deposit.trustly.noAccounts': 'You will choose your bank on the next page.',
  'deposit.trustly.newAccount': 'Use another bank account',
  'deposit.trustly.remove': 'Remove {name}',
  'deposit.trustly.removeShort': 'Remove',
  'deposit.trustly.removeConfirm': 'Remove {name} from your bank accounts?',
  'deposit.trustly.removed': '{name} removed from your bank accounts.',
  'deposit.paypal.start': 'Pay {amount} with PayPal',
  'deposit.paypal.approveText': 'Approve the payment on PayPal, then come back and complete it.',
  'deposit.paypal.approveLink': 'Open PayPal (new window)',
  'deposit.paypal.complete': 'Complete payment',
  'deposit.neosurf.voucher': 'Voucher code',
  'deposit.neosurf.voucher.invalid': 'Enter the 10 letters or digits of your voucher.',
  'deposit.applePay.text': 'Confirm the payment in the Apple Pay sheet on this device.',
  'deposit.applePay.button': 'Pay {amount} with Apple Pay',
  'deposit.applePay.sheetOpen': 'Continue in Apple Pay…',
  'deposit.applePay.totalLabel': '{coins} coins',
  'deposit.applePay.notStarted':
    'Apple Pay could not be started. Nothing was sent for payment and you were not charged.',
} satisfies Record<string, string>;
