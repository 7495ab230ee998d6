import { getProfile, type ProfileData } from '@contracts/api/player';
import { baseApi } from '@/shared/api/baseApi';
import { contractQuery } from '@/shared/api/contractEndpoint';

/** The player's profile (docs/product/calls.md#player-and-account), for the screens that show or edit it; not needed by the first screen. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: contractQuery(build, getProfile, { providesTags: ['Profile'] }),
  }),
});

export const { useGetProfileQuery } = profileApi;

/**
 * `onQueryStarted` of a call that answers the updated profile (account edits, identity details): the answer
 * replaces the cached profile without another request; a failed call leaves it as it was.
 */
export async function replaceProfileWithAnswer(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: ProfileData }> },
): Promise<void> {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) dispatch(profileApi.util.upsertQueryData('getProfile', undefined, answer.data));
}
