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
  'suspended.actionRequired.heading': 'Action required',
  'suspended.actionRequired.text':
    'Deposits and redemptions are not available on your account right now. Please contact our support team to sort it out.',
} satisfies Record<string, string>;
