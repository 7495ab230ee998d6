/**
 * Bundled English of the deposit result screens (pending, success, failed, thank you, questionnaire).
 * Registered (registerMessages) at the top level of the modules that render them, so they download with that chunk
 * and are in the dictionary before its first render; server strings still win over them. Same rules as en.ts.
 */
export const resultMessages = {
  'deposit.pending.heading': 'Payment in progress',
  'deposit.pending.checking': 'Checking the payment…',
  'deposit.pending.none': 'There is no payment in progress.',
  'deposit.result.none': 'There is no payment to show.',
  'deposit.pending.confirmText': 'Your bank asks you to confirm this payment.',
  'deposit.pending.confirmLink': 'Confirm the payment (new window)',
  'deposit.pending.challengeTitle': 'Confirm the payment with your bank',
  'deposit.pending.challengeElsewhere': 'Bank page not showing? Open it in a new window',
  'deposit.pending.stillPending':
    'The payment is still being processed. You will not be charged twice; check again in a moment.',
  'deposit.pending.checkAgain': 'Check again',
  'deposit.success.heading': 'Payment successful',
  'deposit.success.amount': 'Amount paid',
  'deposit.success.balance': 'New balance',
  'deposit.success.again': 'Buy another package',
  'deposit.success.questionnaire': 'Answer two quick questions',
  'deposit.success.review': 'Tell others how it went',
  'deposit.success.notConfirmed': 'The server has not confirmed this payment yet.',
  'deposit.failed.heading': 'Your payment did not go through',
  'deposit.failed.text': 'You were not charged for this attempt.',
  'deposit.failed.retry': 'Try again with the same package',
  'deposit.thankYou.heading': 'Thank you!',
  'deposit.thankYou.text': 'Thank you for your purchase.',
  'deposit.thankYou.review': 'Leave a review on Trustpilot',
  'deposit.thankYou.invited': 'We sent you a review invitation.',
  'deposit.thankYou.reviewLink': 'Write your review (new window)',
  'deposit.questionnaire.heading': 'A few questions',
  'deposit.questionnaire.text': 'Help us improve the cashier. Answer at least one question.',
  'deposit.questionnaire.experience': 'How was your purchase?',
  'deposit.questionnaire.improve': 'What could we improve?',
  'deposit.questionnaire.missing': 'Answer at least one question.',
  'deposit.questionnaire.submit': 'Send answers',
} satisfies Record<string, string>;
