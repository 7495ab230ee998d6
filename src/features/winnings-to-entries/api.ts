import { convertWinningsToEntries, getWinningsToEntries } from '@contracts/api/winningsToEntries';
import { baseApi } from '@/shared/api/baseApi';
import { contractMutation, contractQuery } from '@/shared/api/contractEndpoint';

/** The winnings-to-entries calls (docs/product/winnings-to-entries.md): what may be converted, and the conversion. */
export const winningsToEntriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The winnings change with every redemption and conversion: always ask.
    getWinningsToEntries: contractQuery(build, getWinningsToEntries, { keepUnusedDataFor: 0 }),
    convertWinningsToEntries: contractMutation(build, convertWinningsToEntries),
  }),
});

export const { useGetWinningsToEntriesQuery, useConvertWinningsToEntriesMutation } = winningsToEntriesApi;
