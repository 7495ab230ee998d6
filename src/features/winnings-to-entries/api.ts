import {
  convertWinningsToEntries,
  getWinningsToEntries,
  type WinningsToEntriesBody,
  type WinningsToEntriesData,
  type WinningsToEntriesResultData,
} from '@contracts/api/winningsToEntries';
import { baseApi } from '@/shared/api/baseApi';

/** The winnings-to-entries calls (docs/product/winnings-to-entries.md): what may be converted, and the conversion. */
export const winningsToEntriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWinningsToEntries: build.query<WinningsToEntriesData, void>({
      query: () => ({ call: getWinningsToEntries }),
      // The winnings change with every redemption and conversion: always ask.
      keepUnusedDataFor: 0,
    }),
    convertWinningsToEntries: build.mutation<WinningsToEntriesResultData, WinningsToEntriesBody>({
      query: (body) => ({ call: convertWinningsToEntries, body }),
    }),
  }),
});

export const { useGetWinningsToEntriesQuery, useConvertWinningsToEntriesMutation } = winningsToEntriesApi;
