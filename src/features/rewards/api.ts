import {
  getDepositStreakInfo,
  getMoneyBoxInfo,
  getScratchCardLottery,
  getStaticInfo,
  receiveFreeCoins,
} from '@contracts/api/rewards';
import { baseApi } from '@/shared/api/baseApi';
import { contractMutation, contractQuery } from '@/shared/api/contractEndpoint';

/**
 * The rewards calls (docs/product/rewards.md), injected by the rewards chunks only. Free coins is a GET that claims,
 * so it is a mutation: sent once per press, never refetched or deduplicated into a second claim by the cache. It is
 * made through the intent kit (FreeCoins.tsx): one claim in flight, a lost answer re-checked against the balance;
 * it carries no idempotency key, as the server grants at most once per availability slot.
 */
export const rewardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDepositStreak: contractQuery(build, getDepositStreakInfo),
    getScratchCards: contractQuery(build, getScratchCardLottery),
    getMoneyBox: contractQuery(build, getMoneyBoxInfo),
    // Artwork and texts that change with a release, not with play: kept for the session's next opens.
    getStaticInfo: contractQuery(build, getStaticInfo, { keepUnusedDataFor: 30 * 60 }),
    receiveFreeCoins: contractMutation(build, receiveFreeCoins),
  }),
});

export const {
  useGetDepositStreakQuery,
  useGetScratchCardsQuery,
  useGetMoneyBoxQuery,
  useGetStaticInfoQuery,
  useReceiveFreeCoinsMutation,
} = rewardsApi;
