/** After a payment: its status (polled while pending) and the Trustpilot invitation (docs/product/calls.md#deposit). */
import * as v from 'valibot';
import { calls, get, post } from '../factories';
import { HttpUrl, Id, Money, PlayerBalance, QueryId, Reward } from '../common';
import { DepositStatus } from './kinds';

/** Which payment to check (a string). */
export const DepositCheckQuery = v.object({
  paymentId: QueryId,
});
export type DepositCheckQuery = v.InferOutput<typeof DepositCheckQuery>;

/** Where a deposit stands; `balance` is the new balance once it succeeded, null before. */
/**
 * What the server asks of the player after a successful deposit: the short questionnaire (`questionnaire/`), a
 * Trustpilot review (`thank-you/`, which requests the invitation), or nothing.
 */
export const DEPOSIT_FOLLOW_UPS = ['questionnaire', 'review'] as const;
export const DepositFollowUp = v.picklist(DEPOSIT_FOLLOW_UPS);
export type DepositFollowUp = v.InferOutput<typeof DepositFollowUp>;

export const DepositCheckData = v.object({
  paymentId: Id,
  status: DepositStatus,
  ...Money.entries,
  ...Reward.entries,
  balance: v.nullable(PlayerBalance),
  failedMessageText: v.nullable(v.string()),
  /** Only on `success`: what the server asks of the player next (questionnaire, review), or null. */
  followUp: v.nullable(DepositFollowUp),
});
export type DepositCheckData = v.InferOutput<typeof DepositCheckData>;

/** The deposit the review invitation is about. */
export const TrustpilotBody = v.strictObject({
  paymentId: Id,
});
export type TrustpilotBody = v.InferOutput<typeof TrustpilotBody>;

/** Whether a Trustpilot review invitation went out, and its link (null when none). */
export const TrustpilotData = v.object({
  invited: v.boolean(),
  reviewUrl: v.nullable(HttpUrl),
});
export type TrustpilotData = v.InferOutput<typeof TrustpilotData>;

export const { checkDeposit, requestTrustpilotInvitation } = calls('deposit', {
  /** GET /rest/cash/deposit/check/ — the status of a deposit by paymentId (polled while pending). */
  checkDeposit: get('/rest/cash/deposit/check/', DepositCheckData, { query: DepositCheckQuery }),
  /** POST /rest/cash/trustpilot/ — asks for a Trustpilot review invitation after a successful deposit. */
  requestTrustpilotInvitation: post('/rest/cash/trustpilot/', TrustpilotBody, TrustpilotData),
});
