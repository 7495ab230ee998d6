import { getAppCash, getAppInit } from '../../../contracts/api/app';
import { checkIdentityMatch } from '../../../contracts/api/fraud';
import { getProfile } from '../../../contracts/api/player';
import type { AppCashData, AppInitData } from '../../../contracts/api/app';
import type { IdentityMatchBody, IdentityMatchData } from '../../../contracts/api/fraud';
import type { ProfileData } from '../../../contracts/api/player';
import { baseApi } from '../api/baseApi';

/** The calls every cash screen leans on: app cash data, app init (terms), the profile, the geo check. */
export const cashApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAppCash: build.query<AppCashData, void>({
      query: () => ({ call: getAppCash }),
      providesTags: ['AppCash'],
    }),
    getAppInit: build.query<AppInitData, void>({
      query: () => ({ call: getAppInit }),
      providesTags: ['AppInit'],
    }),
    getProfile: build.query<ProfileData, void>({
      query: () => ({ call: getProfile }),
      providesTags: ['Profile'],
    }),
    checkIdentityMatch: build.mutation<IdentityMatchData, IdentityMatchBody>({
      query: (body) => ({ call: checkIdentityMatch, body }),
    }),
  }),
});

export const { useGetAppCashQuery, useGetAppInitQuery, useGetProfileQuery, useCheckIdentityMatchMutation } = cashApi;
