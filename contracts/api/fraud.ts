import * as v from 'valibot';
import { calls, get, post } from './factories';
import { Id } from './common';
import { DeviceGps } from './deviceGps';

/** What the player is about to do when the identity-match check runs. */
export const FRAUD_ACTIONS = ['cash-open', 'deposit', 'redeem', 'winnings-to-entries', 'switch-account'] as const;
/** Action checked by the identity-match detector. */
export const FraudAction = v.picklist(FRAUD_ACTIONS);
export type FraudAction = v.InferOutput<typeof FraudAction>;

/** Verdicts of a fraud detector: go on, stop, or go on while a person reviews. */
export const FRAUD_VERDICTS = ['allowed', 'restricted', 'review'] as const;
/** Verdict of a fraud detector. */
export const FraudVerdict = v.picklist(FRAUD_VERDICTS);
export type FraudVerdict = v.InferOutput<typeof FraudVerdict>;

/** The identity-match request: the action and, when the browser gave it, the device position (geo check). */
export const IdentityMatchBody = v.strictObject({
  action: FraudAction,
  deviceGps: v.optional(DeviceGps),
});
export type IdentityMatchBody = v.InferOutput<typeof IdentityMatchBody>;

/** A fraud detector's verdict and the server's reason (null when none); also the antifraud-base-match data. */
export const IdentityMatchData = v.object({
  status: FraudVerdict,
  reason: v.nullable(v.string()),
});
export type IdentityMatchData = v.InferOutput<typeof IdentityMatchData>;

/** Kount environments. */
export const KOUNT_ENVIRONMENTS = ['test', 'production'] as const;

/** What the Kount device-data collector needs before a payment: merchant, session and environment. */
export const KountInitData = v.object({
  merchantId: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Kount merchant id is 6 digits')),
  sessionId: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'Kount session id is 1–32 characters of A–Z, a–z, 0–9, _ or -'),
  ),
  environment: v.picklist(KOUNT_ENVIRONMENTS),
});
export type KountInitData = v.InferOutput<typeof KountInitData>;

/** Optionally ties the Kount session to the payment intent it precedes. */
export const KountInitBody = v.strictObject({
  paymentId: v.optional(Id),
});
export type KountInitBody = v.InferOutput<typeof KountInitBody>;

export const { checkIdentityMatch, getAntifraudBaseMatch, initKountPayment } = calls('fraud', {
  /** POST /rest/fraud-detectors/identity-match/ — checks the player (and device position) before an action. */
  checkIdentityMatch: post('/rest/fraud-detectors/identity-match/', IdentityMatchBody, IdentityMatchData),
  /** GET /rest/fraud-detectors/antifraud-base-match — checks the player against the antifraud base. */
  getAntifraudBaseMatch: get('/rest/fraud-detectors/antifraud-base-match', IdentityMatchData),
  /** POST /rest/fraud-detectors/kount/init-payment/ — starts a Kount session for the device-data collector. */
  initKountPayment: post('/rest/fraud-detectors/kount/init-payment/', KountInitBody, KountInitData),
});
