/**
 * Bundled English of the suspended screen (docs/product/suspended.md), registered by the screen's chunk (the gate
 * brings its own English). Same rules as shared/i18n/en.ts.
 */
export const messages = {
  'suspended.gameBack': 'Go back',
  'suspended.duplicate.heading': 'This looks like a second account',
  'suspended.duplicate.both':
    'Deposits and redemptions are paused because you already have an account with us. Keep this account or switch to your real one: we will e-mail you a code to confirm.',
  'suspended.duplicate.keepOnly':
    'Deposits and redemptions are paused because you already have an account with us. You can keep this account: we will e-mail you a code to confirm.',
  'suspended.duplicate.realOnly':
    'Deposits and redemptions are paused because you already have an account with us. Switch to your real account: we will e-mail you a code to confirm.',
  'suspended.duplicate.noSwitch':
    'Deposits and redemptions are paused because you already have an account with us. Sign in to your real account, or contact support for help.',
  'suspended.duplicate.keep': 'Keep this account',
  'suspended.duplicate.switchToReal': 'Switch to my real account',
  'suspended.duplicate.sending': 'Sending the code…',
  'suspended.logout': 'Log out',
  'suspended.changeAccount': 'Change account',
  'suspended.openSupportChat': 'Open support chat',
  'suspended.switch.back': 'Back',
  'suspended.code.heading': 'Enter the code from your e-mail',
  'suspended.code.sentTo': 'We sent a 4-digit code to {email}.',
  'suspended.code.sentToYourEmail': 'We sent a 4-digit code to your e-mail address.',
  'suspended.code.label': 'Confirmation code',
  'suspended.code.digit': 'Digit {n} of {total}',
  'suspended.code.checking': 'Checking the code…',
  'suspended.code.countdown': 'You can ask for a new code in {seconds} s.',
  'suspended.code.resend': 'Send a new code',
  'suspended.mailbox.heading': 'Do you have access to this mailbox?',
  'suspended.mailbox.text':
    'We could not confirm the switch with an e-mailed code. If you cannot open the mailbox, our support team will help you.',
  'suspended.mailbox.openChat': 'Open chat',
  'suspended.actionRequired.heading': 'Action required',
  'suspended.actionRequired.text':
    'Deposits and redemptions are not available on your account right now. Please contact our support team to sort it out.',
  'suspended.switched': 'You are now signed in as {name}.',
} satisfies Record<string, string>;
