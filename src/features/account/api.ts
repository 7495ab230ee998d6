import { updateProfile, updateSsn } from '@contracts/api/player';
import { baseApi } from '@/shared/api/baseApi';
import { contractMutation } from '@/shared/api/contractEndpoint';
import { replaceProfileWithAnswer } from '@/shared/cashier/profileApi';

/** The account screen's edits (docs/product/account.md): contact fields and the SSN. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: contractMutation(build, updateProfile, { onQueryStarted: replaceProfileWithAnswer }),
    updateSsn: contractMutation(build, updateSsn, { invalidatesTags: ['Profile'] }),
  }),
});

export const { useUpdateProfileMutation, useUpdateSsnMutation } = accountApi;
