/**
 * Bundled English of the outcome notice (OutcomeNotice.tsx): what a screen says when a money-moving call's answer
 * was lost. Registered by the notice's module, so it downloads with the flows that can show it. Same rules as en.ts.
 */
export const outcomeMessages = {
  'payments.outcome.checking': 'We are checking with the server whether it went through…',
  'payments.outcome.unknownTitle': 'We could not confirm it yet',
  'payments.outcome.unknownText':
    'The answer to your request was lost on the way, so we cannot tell yet whether it went through. Nothing will be done twice: trying again with the same details is safe.',
  'payments.outcome.tryAgain': 'Try again',
  'payments.outcome.checkAgain': 'Check again',
};
