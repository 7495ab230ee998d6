import type { TransactionResultData } from '@contracts/api/history';
// The calls by namespace: each is named once, where it is used.
import * as calls from '@contracts/api/redeem';
import type { AchWithdrawBody, WithdrawMethod, WithdrawProvidersData } from '@contracts/api/redeem';
import { confirmAmazonGiftCard } from '@contracts/api/paynup';
import { redeemApi } from '@/features/redeem/api';
import { contractMutation, contractQuery } from '@/shared/api/contractEndpoint';

/** Each payout method's pair of calls (`/rest/payments/withdraw-<method>/`). */
const WITHDRAW_CALLS = {
  card: { list: calls.getCardWithdrawProviders, submit: calls.createCardWithdrawal },
  ach: { list: calls.getAchWithdrawProviders, submit: calls.createAchWithdrawal },
  trustly: { list: calls.getTrustlyWithdrawProviders, submit: calls.createTrustlyWithdrawal },
  'apt-pay': { list: calls.getAptPayWithdrawProviders, submit: calls.createAptPayWithdrawal },
  'ach-apt-pay': { list: calls.getAchAptPayWithdrawProviders, submit: calls.createAchAptPayWithdrawal },
} as const satisfies Record<WithdrawMethod, unknown>;

/** A redemption to a provider: the method, and the body (saved destination, or a new bank account for ACH). */
export interface WithdrawalArgs {
  method: WithdrawMethod;
  body: AchWithdrawBody;
}

/** What a redemption that went through changes: the winnings (every list with a redeemable sum) and the cash data. */
const afterRedemption = (result: unknown) => (result ? (['Redeemable', 'AppCash'] as const) : []);

/**
 * The redeem area's payout calls, injected with the forms' chunk (docs/product/redeem.md). Money-moving mutations never retry on their own: the player
 * decides, and a retry of the same intent sends the same idempotency key. A redemption changes the winnings, so
 * it refreshes the cash data and every list with a redeemable sum.
 */
export const payoutApi = redeemApi.injectEndpoints({
  endpoints: (build) => ({
    getWithdrawProviders: build.query<WithdrawProvidersData, WithdrawMethod>({
      query: (method) => ({ call: WITHDRAW_CALLS[method].list }),
      providesTags: ['Redeemable', 'PayoutDestinations'],
    }),
    getPaypalOutputMethods: contractQuery(build, calls.getFiservPaypalOutputMethods),
    createWithdrawal: build.mutation<TransactionResultData, WithdrawalArgs>({
      query: ({ method, body }) => ({ call: WITHDRAW_CALLS[method].submit, body }),
      invalidatesTags: afterRedemption,
    }),
    createOutput: contractMutation(build, calls.createOutput, { invalidatesTags: afterRedemption }),
    createOutputByRequisite: contractMutation(build, calls.createOutputByRequisite, {
      invalidatesTags: afterRedemption,
    }),
    removeWithdrawIdentity: contractMutation(build, calls.removeWithdrawIdentity, {
      invalidatesTags: (result) => (result ? ['PayoutDestinations'] : []),
    }),
    // The cash data carries the confirmation flag the popup reads.
    confirmAmazonGiftCard: contractMutation(build, confirmAmazonGiftCard, {
      invalidatesTags: (result) => (result ? ['AppCash'] : []),
    }),
  }),
});

export const {
  useGetWithdrawProvidersQuery,
  useGetPaypalOutputMethodsQuery,
  useCreateWithdrawalMutation,
  useCreateOutputMutation,
  useCreateOutputByRequisiteMutation,
  useRemoveWithdrawIdentityMutation,
  useConfirmAmazonGiftCardMutation,
} = payoutApi;
