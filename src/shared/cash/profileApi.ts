import { getProfile, type ProfileData } from '@contracts/api/player';
import { baseApi } from '@/shared/api/baseApi';

/** The player's profile (docs/product/calls.md#player-and-account), for the screens that show or edit it; not needed by the first screen. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileData, void>({
      query: () => ({ call: getProfile }),
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
