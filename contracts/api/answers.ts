import * as v from 'valibot';
import { Id } from './common';

/**
 * A player's answers to a list of questions (a survey, the IDology check): at least one, each a strict
 * `{ questionId, ...entries }`, and one per question. Apart from common.ts (same conventions): only the screens
 * that send answers download it (test/size/README.md).
 */
export const answersOnePerQuestion = <const E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.array(v.strictObject({ questionId: Id, ...entries })),
    v.minLength(1),
    v.check((items) => new Set(items.map((item) => item.questionId)).size === items.length, 'one answer per question'),
  );
