import { createApi } from '@reduxjs/toolkit/query/react';
import { contractBaseQuery } from './baseQuery';

/**
 * How long a first screen's data (cash data, the deposit's packages) stays cached with no screen reading it:
 * a re-open within minutes shows it at once and refreshes it in the background (the area's prefetch).
 * re-init-data, a logout and a payment (`balance-changed`) drop it (src/app/store.ts).
 */
export const KEEP_FIRST_SCREEN_S = 300;
/** A prefetch on entering sends again a first-screen call whose data is older than this (seconds). */
export const FIRST_SCREEN_FRESH_S = 10;

/**
 * The one RTK Query api of the remote. Features add their calls with `baseApi.injectEndpoints`,
 * each endpoint's `query` returning `{ call: <contract>, params?, query?, body? }`; an area's own cache tags join
 * with `baseApi.enhanceEndpoints({ addTagTypes })` in its api file. The tags here are the shell's.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  // 'Payments': data a payment changes (the deposit's packages and quick deposit), dropped on `balance-changed`.
  tagTypes: ['AppCash', 'Profile', 'AppInit', 'Payments'],
  endpoints: () => ({}),
});
