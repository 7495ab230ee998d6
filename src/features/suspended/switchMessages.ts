/**
 * English of switch mode (the code screen, the mailbox question, the switched notification), registered by the
 * "suspended-switch" chunk that shows them. Same rules as shared/i18n/en.ts.
 */
export const switchMessages = {
  'suspended.switch.back': 'Back',
  'suspended.code.heading': 'Enter the code from your e-mail',
  'suspended.code.sentTo': 'We sent a 4-digit code to {email}.',
  'suspended.code.sentToYourEmail': 'We sent a 4-digit code to your e-mail address.',
  'suspended.code.maybeSentTo':
    'We could not tell whether a code was e-mailed to {email}. If none arrives, send a new one.',
  'suspended.code.maybeSentToYourEmail':
    'We could not tell whether a code was e-mailed to you. If none arrives, send a new one.',
  'suspended.code.checkUnknown': 'We could not tell whether the code was accepted.',
  'suspended.code.rereading': 'We are checking with the server whether the code was accepted…',
  'suspended.code.digit': 'Digit {n} of {total}',
  'suspended.code.checking': 'Checking the code…',
  'suspended.code.countdown': 'You can ask for a new code in {seconds} s.',
  'suspended.code.resend': 'Send a new code',
  'suspended.otherCode.heading': 'This choice needs its own code',
  'suspended.otherCode.sentForKeep':
    'The code we e-mailed confirms keeping this account. A code confirms only the choice it was sent for.',
  'suspended.otherCode.sentForReal':
    'The code we e-mailed confirms switching to your real account. A code confirms only the choice it was sent for.',
  'suspended.otherCode.send': 'Send the code',
  'suspended.otherCode.useForKeep': 'Keep this account with the e-mailed code',
  'suspended.otherCode.useForReal': 'Switch to my real account with the e-mailed code',
  'suspended.mailbox.heading': 'Do you have access to this mailbox?',
  'suspended.mailbox.text':
    'We could not confirm the switch with an e-mailed code. If you cannot open the mailbox, our support team will help you.',
  'suspended.mailbox.openChat': 'Open chat',
  'suspended.switched': 'You are now signed in as {name}.',
} satisfies Record<string, string>;
