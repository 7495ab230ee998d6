/**
 * The ways to verify that have a page of their own under verification/ (docs/product/account.md#verification-routes):
 * the identity details form, the document upload and the document scan. The SSN is given on the account page.
 */
export const VERIFICATION_WAYS = ['details', 'document', 'scan'] as const;

export type VerificationWay = (typeof VERIFICATION_WAYS)[number];

export const isVerificationWay = (value: string | undefined): value is VerificationWay =>
  (VERIFICATION_WAYS as readonly (string | undefined)[]).includes(value);

/** The verification list's path, and a way's (relative to the basename, as the route table writes paths). */
export const VERIFICATION_PATH = 'verification/';
export const verificationWayPath = (way: VerificationWay): string => `${VERIFICATION_PATH}${way}`;
