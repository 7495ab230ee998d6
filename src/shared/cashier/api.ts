import { getAppCash, getAppInit } from '@contracts/api/app';
import type { AppCashData as CashData } from '@contracts/api/app';
import { baseApi } from '@/shared/api/baseApi';
import { contractQuery } from '@/shared/api/contractEndpoint';

// The border: the API's app cash is the cash data (docs/vocabulary.md, docs/product/cash-data.md).
export type { CashData };

/** The entry calls' paths, for the requests sent before the store asks (sendShellEarly, a manifest's idle prefetch). */
export const cashDataPath = getAppCash.path;
export const appInitPath = getAppInit.path;

/**
 * The calls every screen of the cashier leans on: the cash data (`cash.getAppCash`) and app init (terms). The profile
 * (profileApi.ts) and the geo check (geoCheck.ts) are injected by the code that uses them, so the first screen does
 * not carry their schemas.
 */
export const cashierApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCashData: contractQuery(build, getAppCash, { providesTags: ['CashData'] }),
    getAppInit: contractQuery(build, getAppInit, { providesTags: ['AppInit'] }),
  }),
});

export const { useGetCashDataQuery, useGetAppInitQuery } = cashierApi;
