/**
 * Header titles of the verification area, bundled with the app through its manifest.
 */
export const titleMessages = {
  'cash.route.verification': 'Identity verification',
  'cash.route.verificationStatus': 'Verification status',
} satisfies Record<string, string>;
