import { createApi } from '@reduxjs/toolkit/query/react';
import { contractBaseQuery, guardQueryArgs } from './baseQuery';

/**
 * The one RTK Query api of the remote. Features add their calls with `baseApi.injectEndpoints`,
 * each endpoint's `query` returning `{ call: <contract>, params?, query?, body? }`; an area's own cache tags join
 * with `baseApi.enhanceEndpoints({ addTagTypes })` in its api file. The tags here are the shell's.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  // `AfterPayment`: answers a settled payment changes (an area's first-screen data), dropped by its result check.
  tagTypes: ['CashData', 'Profile', 'AppInit', 'AfterPayment'],
  endpoints: () => ({}),
});

// Every injected endpoint's `query(arg)` is guarded: a throw while building a request is a call error (guardQueryArgs).
const injectEndpoints = baseApi.injectEndpoints;
baseApi.injectEndpoints = (inject) =>
  injectEndpoints({ ...inject, endpoints: (build) => guardQueryArgs(inject.endpoints(build)) });
