import { getAppCash, getAppInit } from '@contracts/api/app';
import { baseApi } from '@/shared/api/baseApi';
import { contractQuery } from '@/shared/api/contractEndpoint';

/**
 * The calls every cash screen leans on: app cash data and app init (terms). The profile (profileApi.ts) and the
 * geo check (geoCheck.ts) are injected by the code that uses them, so the first screen does not carry their schemas.
 */
export const cashApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAppCash: contractQuery(build, getAppCash, { providesTags: ['AppCash'] }),
    getAppInit: contractQuery(build, getAppInit, { providesTags: ['AppInit'] }),
  }),
});

export const { useGetAppCashQuery, useGetAppInitQuery } = cashApi;
