import * as v from 'valibot';
import { EmptyData } from '../http';
import { postCall } from './factories';
import { Id } from './common';

/** Where a survey is answered: the questionnaire screen, or after a failed deposit. */
export const SURVEY_CONTEXTS = ['questionnaire', 'deposit-failed'] as const;

/** The player's survey answers: one per question, free text or the chosen option's id. */
export const SurveyAnswersBody = v.strictObject({
  context: v.picklist(SURVEY_CONTEXTS),
  answers: v.pipe(
    v.array(v.strictObject({ questionId: Id, value: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1000)) })),
    v.minLength(1),
    v.check((items) => new Set(items.map((item) => item.questionId)).size === items.length, 'one answer per question'),
  ),
});
export type SurveyAnswersBody = v.InferOutput<typeof SurveyAnswersBody>;

/**
 * POST /rest/cash/survey/ — ADDITION to the platform's calls (docs/product/calls.md#additions-to-the-spec): stores the questionnaire answers. The product rules have a
 * questionnaire route and survey answers in the deposit state but names no call to send them.
 */
export const submitSurveyAnswers = postCall(
  'survey.submitSurveyAnswers',
  '/rest/cash/survey/',
  SurveyAnswersBody,
  EmptyData,
  'ADDITION (ours: docs/product/calls.md#additions-to-the-spec): stores survey answers (context, one answer per question); no result data.',
);
