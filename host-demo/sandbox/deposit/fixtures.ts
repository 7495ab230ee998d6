import { APPLE_PAY_SANDBOX_VALIDATION_URL } from './applePay';
import { APPLE_PAY_DECLINE_TOKEN, describeFixtures, NEOSURF_VOUCHERS, PENDING_CHECKS, TEST_CARDS } from './catalogue';

/** GET /__sandbox/deposit-fixtures: the test cards, vouchers and Apple Pay tokens, for people and harnesses. */
export function depositFixtures() {
  return {
    summary: describeFixtures(),
    pendingChecks: PENDING_CHECKS,
    cards: TEST_CARDS.map((card) => ({ ...card })),
    neosurf: {
      valid: 'NSVALID000–NSVALID999, each usable once',
      validExamples: [...NEOSURF_VOUCHERS.validExamples],
      alreadyUsed: [...NEOSURF_VOUCHERS.alreadyUsed],
      invalidExample: NEOSURF_VOUCHERS.invalidExample,
    },
    applePay: {
      anyTokenPays: true,
      declineToken: APPLE_PAY_DECLINE_TOKEN,
      validationUrl: APPLE_PAY_SANDBOX_VALIDATION_URL,
    },
  };
}
