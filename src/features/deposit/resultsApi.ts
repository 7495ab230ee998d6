import * as results from '@contracts/api/deposit/results';
import * as survey from '@contracts/api/survey';
import { baseApi } from '@/shared/api/baseApi';
import { contractMutation } from '@/shared/api/contractEndpoint';

/** The result screens' calls of docs/product/calls.md#deposit: the payment's status, the review invitation, the questionnaire. */
export const resultsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDepositCheck: build.query<results.DepositCheckData, string>({
      query: (paymentId) => ({ call: results.checkDeposit, query: { paymentId } }),
      // Every check must reach the server: a cached answer would show a stale result.
      keepUnusedDataFor: 0,
      // A settled payment changes what the first screen showed (the quick deposit's last method, offers, prices):
      // its kept answers are dropped, so the next package list asks again (docs/architecture.md, "Opening fast").
      async onQueryStarted(_paymentId, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result && result.data.status !== 'pending') dispatch(baseApi.util.invalidateTags(['AfterPayment']));
      },
    }),
    createTrustpilotInvitation: build.mutation<results.TrustpilotData, string>({
      query: (paymentId) => ({ call: results.requestTrustpilotInvitation, body: { paymentId } }),
    }),
    createSurveyAnswers: contractMutation(build, survey.submitSurveyAnswers),
  }),
});

export const {
  useGetDepositCheckQuery,
  useLazyGetDepositCheckQuery,
  useCreateTrustpilotInvitationMutation,
  useCreateSurveyAnswersMutation,
} = resultsApi;
