import { createApi } from '@reduxjs/toolkit/query/react';
import { contractBaseQuery } from './baseQuery';

/**
 * The one RTK Query api of the remote. Features add their calls with `baseApi.injectEndpoints`,
 * each endpoint's `query` returning `{ call: <contract>, params?, query?, body? }`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  tagTypes: ['AppCash', 'Profile', 'AppInit', 'History', 'Deposit', 'Methods', 'Limits'],
  endpoints: () => ({}),
});
