import { updatePlayer, uploadDocument } from '@contracts/api/player';
import { checkIdologyAnswers, getVerificationToken } from '@contracts/api/verification';
import type { IdologyQuestion as IdentityQuestion } from '@contracts/api/verification';
import { baseApi } from '@/shared/api/baseApi';
import { contractMutation, contractQuery } from '@/shared/api/contractEndpoint';
import { replaceProfileWithAnswer } from '@/shared/cashier/profileApi';

// The border: IDology (the vendor) asks the player's identity questions (docs/vocabulary.md).
export type { IdentityQuestion };

const profileChangedUnlessFailed = {
  invalidatesTags: (_result: unknown, error: unknown) => (error ? [] : (['Profile'] as const)),
};

/** The verification flow's calls (docs/product/account.md#ssn-and-idology, #documents, #document-scan). */
export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updatePlayer: contractMutation(build, updatePlayer, { onQueryStarted: replaceProfileWithAnswer }),
    checkIdentityAnswers: contractMutation(build, checkIdologyAnswers, profileChangedUnlessFailed),
    uploadDocument: contractMutation(build, uploadDocument, profileChangedUnlessFailed),
    // A short-lived token: never cached, each request is a new one.
    getVerificationToken: contractQuery(build, getVerificationToken, { keepUnusedDataFor: 0 }),
  }),
});

export const {
  useUpdatePlayerMutation,
  useCheckIdentityAnswersMutation,
  useUploadDocumentMutation,
  useLazyGetVerificationTokenQuery,
} = verificationApi;
