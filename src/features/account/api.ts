import { updateProfile, updateSsn, type ProfileData, type ProfileUpdateBody, type SsnBody } from '@contracts/api/player';
import type { VerificationState } from '@contracts/api/verification';
import { baseApi } from '@/shared/api/baseApi';
import { profileApi } from '@/shared/cash/profileApi';

/** The account screen's edits (docs/product/account.md): contact fields and the SSN. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ProfileData, ProfileUpdateBody>({
      query: (body) => ({ call: updateProfile, body }),
      // The answer is the updated profile: it replaces the cached one without another request.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
      },
    }),
    updateSsn: build.mutation<VerificationState, SsnBody>({
      query: (body) => ({ call: updateSsn, body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useUpdateProfileMutation, useUpdateSsnMutation } = accountApi;
