/**
 * Bundled English of the account screen's profile (registered by AccountScreen.tsx, so it downloads with the screen's
 * chunk; the forms' own English is partMessages.ts);
 * server strings still win over it. Same rules as shared/i18n/en.ts.
 */
export const messages = {
  'account.heading': 'Your account',
  'account.loading': 'Loading your profile',
  'account.notGiven': 'Not given',
  'account.login': 'Login',
  'account.name': 'Name',
  'account.birthDate': 'Birth date',
  'account.email': 'E-mail',
  'account.phone': 'Phone',
  'account.address': 'Address',
  'account.confirmed': 'confirmed',
  'account.unconfirmed': 'not confirmed',
  'account.verification': 'Identity',
  'account.verification.unverified': 'Not verified',
  'account.verification.pending': 'Being checked',
  'account.verification.verified': 'Verified',
  'account.verification.rejected': 'Not accepted',
  'account.verify': 'Verify your identity',
  'account.parts.heading': 'Change your details',
  'account.parts.contact': 'Contact details',
  'account.parts.contact.text': 'Your e-mail, phone and address.',
  'account.parts.ssn': 'Social Security number',
  'account.parts.ssn.text': 'Give your SSN: the quickest way to verify your identity.',
  'account.parts.ssn.onFile': 'An SSN is on file. You can give it again to check your identity.',
  'account.edit.saved': 'Your changes are saved.',
  'account.edit.emailAgain': 'We sent a confirmation link to your new e-mail.',
} satisfies Record<string, string>;
