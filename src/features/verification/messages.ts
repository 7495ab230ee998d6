/**
 * Bundled English of verification/ and verification-status/ (registered by their screens, so it downloads with
 * their chunks); server strings still win over it. Same rules as shared/i18n/en.ts.
 */
export const messages = {
  'verification.heading': 'Verify your identity',
  'verification.statusHeading': 'Identity verification',
  'verification.loading': 'Loading your verification',
  'verification.status': 'Status',
  'verification.reason': 'Reason',
  'verification.status.unverified': 'Not verified',
  'verification.status.pending': 'Being checked',
  'verification.status.verified': 'Verified',
  'verification.status.rejected': 'Not accepted',
  'verification.next.unverified': 'Next: give your SSN on your account page, or upload an identity document.',
  'verification.next.pending': 'Next: nothing to do. We are checking your details and will let you know.',
  'verification.next.verified': 'You are verified. Nothing else is needed.',
  'verification.next.rejected': 'Next: upload an identity document or scan it, so we can check again.',
  'verification.toFlow': 'Continue verification',
  'verification.questions.heading': 'A few questions about you',
  'verification.questions.text': 'Choose one answer to each question.',
  'verification.questions.missing': 'Choose an answer.',
  'verification.questions.submit': 'Send answers',
  'verification.questions.result': 'Your answers were checked: {status}.',
  'verification.ways.heading': 'Ways to verify',
  'verification.ways.details': 'Add your personal details',
  'verification.ways.details.text': 'Your name, birth date and address, as on your ID.',
  'verification.ways.ssn': 'Give your SSN',
  'verification.ways.ssn.text': 'The quickest way: the last 4 digits or all 9.',
  'verification.ways.document': 'Upload a document',
  'verification.ways.document.text': 'A passport, driver’s license or ID card: JPEG, PNG or PDF, up to 10 MB.',
  'verification.ways.scan': 'Scan your document',
  'verification.ways.scan.text': 'With your phone’s camera, on our partner’s secure page.',
} satisfies Record<string, string>;
