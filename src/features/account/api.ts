import { updateProfile, updateSsn, type ProfileData, type ProfileUpdateBody, type SsnBody } from '@contracts/api/player';
import type { VerificationState } from '@contracts/api/verification';
import { baseApi } from '@/shared/api/baseApi';
import { replaceProfileWithAnswer } from '@/shared/cash/profileApi';

/** The account screen's edits (docs/product/account.md): contact fields and the SSN. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ProfileData, ProfileUpdateBody>({
      query: (body) => ({ call: updateProfile, body }),
      onQueryStarted: replaceProfileWithAnswer,
    }),
    updateSsn: build.mutation<VerificationState, SsnBody>({
      query: (body) => ({ call: updateSsn, body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useUpdateProfileMutation, useUpdateSsnMutation } = accountApi;
