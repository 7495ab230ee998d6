import * as v from 'valibot';
import { answersOnePerQuestion } from './answers';
import { calls, get, post } from './factories';
import { HttpUrl, Id, IsoDateTime } from './common';

/** Identity-verification statuses of the player. */
export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
/** Identity-verification status of the player. */
export const VerificationStatus = v.picklist(VERIFICATION_STATUSES);
export type VerificationStatus = v.InferOutput<typeof VerificationStatus>;

/** One answer choice of a knowledge-based (IDology) verification question. */
export const IdologyAnswerChoice = v.object({
  id: Id,
  text: v.pipe(v.string(), v.nonEmpty()),
});
export type IdologyAnswerChoice = v.InferOutput<typeof IdologyAnswerChoice>;

/** One knowledge-based verification question with its answer choices (server text, rendered as text). */
export const IdologyQuestion = v.object({
  id: Id,
  prompt: v.pipe(v.string(), v.nonEmpty()),
  answers: v.pipe(v.array(IdologyAnswerChoice), v.minLength(2)),
});
export type IdologyQuestion = v.InferOutput<typeof IdologyQuestion>;

/** The player's verification status and the server's reason for it (null when none); part of the profile too. */
export const VerificationVerdict = v.object({
  verificationStatus: VerificationStatus,
  verificationReason: v.nullable(v.string()),
});
export type VerificationVerdict = v.InferOutput<typeof VerificationVerdict>;

/** Where verification stands: status, the server's reason (null when none), questions still to answer (may be empty). */
export const VerificationState = v.object({
  ...VerificationVerdict.entries,
  questions: v.array(IdologyQuestion),
});
export type VerificationState = v.InferOutput<typeof VerificationState>;

/** The player's answers to the knowledge-based questions: one chosen answer per question. */
export const IdologyAnswersBody = v.strictObject({
  answers: answersOnePerQuestion({ answerId: Id }),
});
export type IdologyAnswersBody = v.InferOutput<typeof IdologyAnswersBody>;

/** A short-lived token and URL of the third-party document-scan page (`scanDocUrl`). */
export const VerificationTokenData = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  scanDocUrl: HttpUrl,
  expiresAt: IsoDateTime,
});
export type VerificationTokenData = v.InferOutput<typeof VerificationTokenData>;

export const { checkIdologyAnswers, getVerificationToken } = calls('verification', {
  /** POST /rest/idology/check-answers/ — checks the knowledge-based answers; returns the new verification state. */
  checkIdologyAnswers: post('/rest/idology/check-answers/', IdologyAnswersBody, VerificationState),
  /** GET /rest/player/verification/token/ — a token and URL for the document-scan page of identity verification. */
  getVerificationToken: get('/rest/player/verification/token/', VerificationTokenData),
});
