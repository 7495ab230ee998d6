/**
 * Bundled English of the account's forms (account/contact, account/ssn), registered by PartPanel.tsx so it downloads
 * with the forms' chunk; the labels the profile shows too (e-mail, phone, the verification statuses) are in
 * messages.ts, which the profile has registered first. Same rules as shared/i18n/en.ts.
 */
export const partMessages = {
  'account.edit.heading': 'Contact details',
  'account.edit.line1': 'Address line 1',
  'account.edit.line2': 'Address line 2 (optional)',
  'account.edit.city': 'City',
  'account.edit.state': 'State',
  'account.edit.zip': 'ZIP code',
  'account.edit.country': 'Country code',
  'account.edit.save': 'Save changes',
  'account.edit.invalid.email': 'Enter an e-mail address like name@example.com.',
  'account.edit.invalid.phone': 'Enter the phone with its country code, like +15551234567.',
  'account.edit.invalid.required': 'Fill this in.',
  'account.edit.invalid.zip': 'Enter 3–10 letters, digits, spaces or dashes.',
  'account.edit.invalid.country': 'Enter the two-letter country code, like US.',
  'account.edit.invalid.tooLong': 'This is too long.',
  'account.ssn.heading': 'Social Security number',
  'account.ssn.onFile': 'An SSN is on file.',
  'account.ssn.why': 'We use it only to check your identity. Once sent, it is never shown again.',
  'account.ssn.label': 'SSN (last 4 digits or all 9)',
  'account.ssn.show': 'Show SSN',
  'account.ssn.hide': 'Hide SSN',
  'account.ssn.invalid': 'Enter the last 4 digits or all 9 digits, digits only.',
  'account.ssn.submit': 'Check my identity',
  'account.ssn.submitAgain': 'Check my identity again',
  'account.ssn.result': 'Identity check: {status}.',
} satisfies Record<string, string>;
