import type { IdologyQuestion, VerificationState } from '../../../contracts/api/verification';
import type { PlayerRecord } from './playerRecord';

/**
 * The sandbox's identity check (docs/product/account.md#ssn-and-idology). The SSN decides the outcome, so a test
 * picks it: `0000` (or ending in it) is rejected with a reason; any other SSN asks the IDology questions. The right
 * answers are the first choice of each question; any wrong one rejects with a reason.
 */
export const REJECTING_SSN_LAST4 = '0000';

/** One question: its right answer first, a wrong one, and "None of the above" (also wrong). */
const question = (id: string, prompt: string, right: [string, string], wrong: [string, string]): IdologyQuestion => ({
  id,
  prompt,
  answers: [right, wrong, ['a-none', 'None of the above']].map(([answerId, text]) => ({ id: answerId, text })),
});

export const IDOLOGY_QUESTIONS: readonly IdologyQuestion[] = [
  question(
    'q-street',
    'Which of these streets have you lived on?',
    ['a-sandbox-lane', 'Sandbox Lane'],
    ['a-elm-street', 'Elm Street'],
  ),
  question('q-car', 'Which of these cars have you owned?', ['a-ford', 'Ford Focus'], ['a-tesla', 'Tesla Model 3']),
];

/** Questions each player still has to answer; a reset makes new player records, so this empties with it. */
const openQuestions = new WeakMap<PlayerRecord, readonly IdologyQuestion[]>();

export const verificationStateOf = (player: PlayerRecord): VerificationState => ({
  verificationStatus: player.verificationStatus,
  verificationReason: player.verificationReason,
  questions: (openQuestions.get(player) ?? []).map((question) => ({
    ...question,
    answers: question.answers.map((answer) => ({ ...answer })),
  })),
});

/** Stores the SSN's last 4 digits and runs the check. */
export function runIdentityCheck(player: PlayerRecord, ssn: string): VerificationState {
  player.ssnLast4 = ssn.slice(-4);
  if (player.ssnLast4 === REJECTING_SSN_LAST4) {
    openQuestions.delete(player);
    player.verificationStatus = 'rejected';
    player.verificationReason = 'The SSN does not match the name and birth date on file.';
  } else {
    openQuestions.set(player, IDOLOGY_QUESTIONS);
    player.verificationStatus = 'pending';
    player.verificationReason = null;
  }
  return verificationStateOf(player);
}

/** Checks the answers; null when they do not answer the open questions (each one once). */
export function checkAnswers(
  player: PlayerRecord,
  answers: readonly { questionId: string; answerId: string }[],
): VerificationState | null {
  const open = openQuestions.get(player);
  if (!open || answers.length !== open.length) return null;
  const chosen = new Map(answers.map((item) => [item.questionId, item.answerId]));
  if (open.some((question) => !question.answers.some((answer) => answer.id === chosen.get(question.id)))) return null;
  openQuestions.delete(player);
  const allRight = open.every((question) => question.answers[0]?.id === chosen.get(question.id));
  player.verificationStatus = allRight ? 'verified' : 'rejected';
  player.verificationReason = allRight
    ? null
    : 'The answers did not match our records. Upload an identity document instead.';
  return verificationStateOf(player);
}
