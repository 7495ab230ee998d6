import type { ApplePayMerchantSession } from '../../../contracts/api/deposit';
import { APPLE_PAY_DECLINE_TOKEN } from './catalogue';

/*
 * The server side of Apple Pay in the sandbox: merchant validation (a real server would POST to Apple's
 * validationURL with its merchant certificate; the sandbox makes the session up) and which tokens decline.
 */

/** The validation URL the host-demo's pretend Apple Pay sends: Apple's own test gateway, never contacted. */
export const APPLE_PAY_SANDBOX_VALIDATION_URL = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';

/**
 * Apple's merchant-validation hosts (apple-pay-gateway.apple.com, its -cert, -nc-pod and cn- variants). A real
 * server must check this before it sends its certificate anywhere: the URL comes from the browser.
 */
const APPLE_PAY_GATEWAY_HOST = /^(cn-)?apple-pay-gateway(-[a-z0-9]+)*\.apple\.com$/;

export function isApplePayGateway(validationURL: string): boolean {
  try {
    const url = new URL(validationURL);
    return url.protocol === 'https:' && APPLE_PAY_GATEWAY_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/** How long Apple's merchant sessions live. */
const SESSION_LIFETIME_MS = 5 * 60 * 1000;

/** A merchant session shaped like Apple's (its signature is not a real one: the pretend sheet does not check it). */
export function merchantSessionFor(sessionId: string, now: number, domainName: string): ApplePayMerchantSession {
  return {
    epochTimestamp: now,
    expiresAt: now + SESSION_LIFETIME_MS,
    merchantSessionIdentifier: `SSH_SANDBOX_${sessionId}`,
    nonce: sessionId
      .replace(/[^0-9a-z]/gi, '')
      .slice(-8)
      .padStart(8, '0'),
    merchantIdentifier: 'merchant.com.example.cashier.sandbox',
    domainName,
    displayName: 'Lucky Lanes (sandbox)',
    signature: 'sandbox-signature-not-verifiable',
  };
}

/**
 * Whether an Apple Pay `paymentToken` is the declining one: the decline token itself, or the JSON of a
 * payment token's `paymentData` whose `data` is it (what the cashier sends for the pretend sheet's decline).
 */
export function isDeclinedApplePayToken(paymentToken: string): boolean {
  if (paymentToken === APPLE_PAY_DECLINE_TOKEN) return true;
  try {
    const parsed: unknown = JSON.parse(paymentToken);
    return (
      typeof parsed === 'object' && parsed !== null && (parsed as { data?: unknown }).data === APPLE_PAY_DECLINE_TOKEN
    );
  } catch {
    return false;
  }
}
