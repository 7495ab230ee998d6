import type { TransactionResultData } from '@contracts/api/history';
import {
  createAchAptPayWithdrawal,
  createAchWithdrawal,
  createAptPayWithdrawal,
  createCardWithdrawal,
  createOutput,
  createOutputByRequisite,
  createTrustlyWithdrawal,
  getAchAptPayWithdrawProviders,
  getAchWithdrawProviders,
  getAptPayWithdrawProviders,
  getAvailableRedeemOffers,
  getCardWithdrawProviders,
  getFiservPaypalOutputMethods,
  getOutputMethods,
  getTrustlyWithdrawProviders,
  removeWithdrawIdentity,
  type AchWithdrawBody,
  type FiservPaypalOutputMethodsData,
  type OutputBody,
  type OutputByRequisiteBody,
  type OutputMethodsData,
  type RedeemOffersData,
  type RemoveIdentityBody,
  type RemoveIdentityData,
  type WithdrawMethod,
  type WithdrawProvidersData,
} from '@contracts/api/redeem';
import { confirmAmazonGiftCard, type ConfirmAmazonData } from '@contracts/api/paynup';
import { baseApi } from '@/shared/api/baseApi';

/** Each payout method's pair of calls (`/rest/payments/withdraw-<method>/`). */
const WITHDRAW_CALLS = {
  card: { list: getCardWithdrawProviders, submit: createCardWithdrawal },
  ach: { list: getAchWithdrawProviders, submit: createAchWithdrawal },
  trustly: { list: getTrustlyWithdrawProviders, submit: createTrustlyWithdrawal },
  'apt-pay': { list: getAptPayWithdrawProviders, submit: createAptPayWithdrawal },
  'ach-apt-pay': { list: getAchAptPayWithdrawProviders, submit: createAchAptPayWithdrawal },
} as const satisfies Record<WithdrawMethod, unknown>;

/** A redemption to a provider: the method, and the body (saved destination, or a new bank account for ACH). */
export interface WithdrawalArgs {
  method: WithdrawMethod;
  body: AchWithdrawBody;
}

/**
 * The redeem area's calls (docs/product/redeem.md). Money-moving mutations never retry on their own: the player
 * decides, and a retry of the same intent sends the same idempotency key. A redemption changes the winnings, so
 * it refreshes the cash data and every list with a redeemable sum.
 */
export const redeemApi = baseApi.enhanceEndpoints({ addTagTypes: ['Redeemable', 'PayoutDestinations'] }).injectEndpoints({
  endpoints: (build) => ({
    getOutputMethods: build.query<OutputMethodsData, void>({
      query: () => ({ call: getOutputMethods }),
      providesTags: ['Redeemable'],
    }),
    getRedeemOffers: build.query<RedeemOffersData, void>({
      query: () => ({ call: getAvailableRedeemOffers }),
    }),
    getWithdrawProviders: build.query<WithdrawProvidersData, WithdrawMethod>({
      query: (method) => ({ call: WITHDRAW_CALLS[method].list }),
      providesTags: ['Redeemable', 'PayoutDestinations'],
    }),
    getPaypalOutputMethods: build.query<FiservPaypalOutputMethodsData, void>({
      query: () => ({ call: getFiservPaypalOutputMethods }),
    }),
    createWithdrawal: build.mutation<TransactionResultData, WithdrawalArgs>({
      query: ({ method, body }) => ({ call: WITHDRAW_CALLS[method].submit, body }),
      invalidatesTags: (result) => (result ? ['Redeemable', 'AppCash'] : []),
    }),
    createOutput: build.mutation<TransactionResultData, OutputBody>({
      query: (body) => ({ call: createOutput, body }),
      invalidatesTags: (result) => (result ? ['Redeemable', 'AppCash'] : []),
    }),
    createOutputByRequisite: build.mutation<TransactionResultData, OutputByRequisiteBody>({
      query: (body) => ({ call: createOutputByRequisite, body }),
      invalidatesTags: (result) => (result ? ['Redeemable', 'AppCash'] : []),
    }),
    removeWithdrawIdentity: build.mutation<RemoveIdentityData, RemoveIdentityBody>({
      query: (body) => ({ call: removeWithdrawIdentity, body }),
      invalidatesTags: (result) => (result ? ['PayoutDestinations'] : []),
    }),
    confirmAmazonGiftCard: build.mutation<ConfirmAmazonData, void>({
      query: () => ({ call: confirmAmazonGiftCard }),
      // The cash data carries the confirmation flag the popup reads.
      invalidatesTags: (result) => (result ? ['AppCash'] : []),
    }),
  }),
});

export const {
  useGetOutputMethodsQuery,
  useGetRedeemOffersQuery,
  useGetWithdrawProvidersQuery,
  useGetPaypalOutputMethodsQuery,
  useCreateWithdrawalMutation,
  useCreateOutputMutation,
  useCreateOutputByRequisiteMutation,
  useRemoveWithdrawIdentityMutation,
  useConfirmAmazonGiftCardMutation,
} = redeemApi;
