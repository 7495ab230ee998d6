import * as v from 'valibot';
import { calls, post } from './factories';
import { Count, IdempotencyKey } from './common';

/** Switch strategies of a duplicate account (the `flow` of the switch-account calls). */
export const SWITCH_FLOWS = ['switchToRealAccount', 'keepDuplicateAccount'] as const;
/** Switch strategy of a duplicate account. */
export const SwitchFlow = v.picklist(SWITCH_FLOWS);
export type SwitchFlow = v.InferOutput<typeof SwitchFlow>;

/** Length of the emailed confirmation code (docs/product/constants.md#confirmation-code). */
export const SWITCH_CODE_LENGTH = 4;

/**
 * The chosen strategy; the server emails a code to `finOperations.switchingAccountEmail`. `idempotencyKey` (our
 * addition, optional): the same key again is the same request — the server answers as it did and e-mails nothing
 * (a browser resends a request by itself when a kept-alive connection drops; docs/product/calls.md).
 */
export const SendSwitchCodeBody = v.strictObject({
  flow: SwitchFlow,
  idempotencyKey: v.optional(IdempotencyKey),
});
export type SendSwitchCodeBody = v.InferOutput<typeof SendSwitchCodeBody>;

/** Whether the code went out, and how many code checks remain. */
export const SendSwitchCodeData = v.object({
  success: v.boolean(),
  attemptsCountLeft: Count,
});
export type SendSwitchCodeData = v.InferOutput<typeof SendSwitchCodeData>;

/**
 * The typed 4-digit code and the strategy it confirms (wire name `confirm_code`). `idempotencyKey` (our addition,
 * optional): the same on every retry of the same code for the same strategy; the server answers a repeated key with
 * its first answer and checks nothing again (no second attempt used, no "code used up" for a check that switched;
 * docs/product/calls.md).
 */
export const CheckSwitchCodeBody = v.strictObject({
  confirm_code: v.pipe(v.string(), v.regex(/^\d{4}$/, 'confirm_code must be 4 digits')),
  flow: SwitchFlow,
  idempotencyKey: v.optional(IdempotencyKey),
});
export type CheckSwitchCodeBody = v.InferOutput<typeof CheckSwitchCodeBody>;

/**
 * The outcome: on `success` the new `login` (for switchToRealAccount); otherwise `message` says why (wrong code),
 * shown as text. A wrong code is `success: false` inside a success envelope, not an HTTP error.
 */
export const CheckSwitchCodeData = v.object({
  success: v.boolean(),
  login: v.nullable(v.string()),
  message: v.nullable(v.string()),
});
export type CheckSwitchCodeData = v.InferOutput<typeof CheckSwitchCodeData>;

export const { sendSwitchCode, checkSwitchCode } = calls('switchAccount', {
  /** POST /rest/switch-account/code/send/ — emails a confirmation code for the chosen switch strategy. */
  sendSwitchCode: post('/rest/switch-account/code/send/', SendSwitchCodeBody, SendSwitchCodeData),
  /** POST /rest/switch-account/code/check/ — confirms the switch with the emailed code. */
  checkSwitchCode: post('/rest/switch-account/code/check/', CheckSwitchCodeBody, CheckSwitchCodeData),
});
