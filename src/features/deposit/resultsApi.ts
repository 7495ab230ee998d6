import {
  checkDeposit,
  requestTrustpilotInvitation,
  type DepositCheckData,
  type TrustpilotData,
} from '@contracts/api/deposit/results';
import { submitSurveyAnswers, type SurveyAnswersBody } from '@contracts/api/survey';
import { baseApi } from '@/shared/api/baseApi';

/** The result screens' calls of spec §7: the payment's status, the review invitation, the questionnaire. */
export const resultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDepositCheck: build.query<DepositCheckData, string>({
      query: (paymentId) => ({ call: checkDeposit, query: { paymentId } }),
      // Every check must reach the server: a cached answer would show a stale result.
      keepUnusedDataFor: 0,
    }),
    createTrustpilotInvitation: build.mutation<TrustpilotData, string>({
      query: (paymentId) => ({ call: requestTrustpilotInvitation, body: { paymentId } }),
    }),
    createSurveyAnswers: build.mutation<Record<string, never>, SurveyAnswersBody>({
      query: (body) => ({ call: submitSurveyAnswers, body }),
    }),
  }),
});

export const {
  useGetDepositCheckQuery,
  useLazyGetDepositCheckQuery,
  useCreateTrustpilotInvitationMutation,
  useCreateSurveyAnswersMutation,
} = resultsApi;
