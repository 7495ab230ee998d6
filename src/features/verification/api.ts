import {
  updatePlayer,
  uploadDocument,
  type DocumentUploadBody,
  type DocumentUploadData,
  type PlayerUpdateBody,
  type ProfileData,
} from '@contracts/api/player';
import {
  checkIdologyAnswers,
  getVerificationToken,
  type IdologyAnswersBody,
  type VerificationState,
  type VerificationTokenData,
} from '@contracts/api/verification';
import { baseApi } from '@/shared/api/baseApi';
import { replaceProfileWithAnswer } from '@/shared/cash/profileApi';

/** The verification flow's calls (docs/product/account.md#ssn-and-idology, #documents, #document-scan). */
export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updatePlayer: build.mutation<ProfileData, PlayerUpdateBody>({
      query: (body) => ({ call: updatePlayer, body }),
      onQueryStarted: replaceProfileWithAnswer,
    }),
    checkIdologyAnswers: build.mutation<VerificationState, IdologyAnswersBody>({
      query: (body) => ({ call: checkIdologyAnswers, body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
    uploadDocument: build.mutation<DocumentUploadData, DocumentUploadBody>({
      query: (body) => ({ call: uploadDocument, body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
    // A short-lived token: never cached, each request is a new one.
    getVerificationToken: build.query<VerificationTokenData, void>({
      query: () => ({ call: getVerificationToken }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useUpdatePlayerMutation, useCheckIdologyAnswersMutation, useUploadDocumentMutation, useLazyGetVerificationTokenQuery } = verificationApi;
