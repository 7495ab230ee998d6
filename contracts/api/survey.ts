import * as v from 'valibot';
import { answersOnePerQuestion } from './answers';
import { EmptyData } from '../http';
import { calls, post } from './factories';

/** Where a survey is answered: the questionnaire screen, or after a failed deposit. */
export const SURVEY_CONTEXTS = ['questionnaire', 'deposit-failed'] as const;

/** The player's survey answers: one per question, free text or the chosen option's id. */
export const SurveyAnswersBody = v.strictObject({
  context: v.picklist(SURVEY_CONTEXTS),
  answers: answersOnePerQuestion({ value: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1000)) }),
});
export type SurveyAnswersBody = v.InferOutput<typeof SurveyAnswersBody>;

export const { submitSurveyAnswers } = calls('survey', {
  /**
   * POST /rest/cash/survey/ — ADDITION to the platform's calls (docs/product/calls.md#additions-to-the-spec): stores the questionnaire answers. The product rules have a
   * questionnaire route and survey answers in the deposit state but names no call to send them.
   */
  submitSurveyAnswers: post('/rest/cash/survey/', SurveyAnswersBody, EmptyData),
});
