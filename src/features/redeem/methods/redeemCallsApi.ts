import type { TransactionResultData } from '@contracts/api/history';
// The calls by namespace: each is named once, where it is used.
import * as calls from '@contracts/api/redeem';
import type {
  AchWithdrawBody as DestinationRedeemBody,
  WithdrawMethod as DestinationMethodKind,
  WithdrawProvider as Destination,
  WithdrawProvidersData as DestinationsData,
} from '@contracts/api/redeem';
import { confirmAmazonGiftCard } from '@contracts/api/paynup';
import { redeemApi } from '@/features/redeem/api';
import { contractMutation, contractQuery } from '@/shared/api/contractEndpoint';

// The border: the API's withdraw providers are the player's payout destinations (docs/vocabulary.md).
export type { Destination, DestinationMethodKind, DestinationRedeemBody, DestinationsData };

/** Each destination method's pair of calls (the API's `/rest/payments/withdraw-<method>/`). */
const DESTINATION_CALLS = {
  card: { list: calls.getCardWithdrawProviders, submit: calls.createCardWithdrawal },
  ach: { list: calls.getAchWithdrawProviders, submit: calls.createAchWithdrawal },
  trustly: { list: calls.getTrustlyWithdrawProviders, submit: calls.createTrustlyWithdrawal },
  'apt-pay': { list: calls.getAptPayWithdrawProviders, submit: calls.createAptPayWithdrawal },
  'ach-apt-pay': { list: calls.getAchAptPayWithdrawProviders, submit: calls.createAchAptPayWithdrawal },
} as const satisfies Record<DestinationMethodKind, unknown>;

/** A redemption to a destination: the method, and the body (saved destination, or a new bank account for ACH). */
export interface DestinationRedeemArgs {
  method: DestinationMethodKind;
  body: DestinationRedeemBody;
}

/** What a redemption that went through changes: the winnings (every list with a redeemable sum) and the cash data. */
const afterRedemption = (result: unknown) => (result ? (['Redeemable', 'CashData'] as const) : []);

/**
 * The redeem area's redemption calls, injected with the forms' chunk (docs/product/redeem.md). Money-moving mutations never retry on their own: the player
 * decides, and a retry of the same intent sends the same idempotency key. A redemption changes the winnings, so
 * it refreshes the cash data and every list with a redeemable sum.
 */
export const redeemCallsApi = redeemApi.injectEndpoints({
  endpoints: (build) => ({
    getDestinations: build.query<DestinationsData, DestinationMethodKind>({
      query: (method) => ({ call: DESTINATION_CALLS[method].list }),
      providesTags: ['Redeemable', 'Destinations'],
    }),
    getPaypalAccounts: contractQuery(build, calls.getFiservPaypalOutputMethods),
    redeemToDestination: build.mutation<TransactionResultData, DestinationRedeemArgs>({
      query: ({ method, body }) => ({ call: DESTINATION_CALLS[method].submit, body }),
      invalidatesTags: afterRedemption,
    }),
    redeemByMethod: contractMutation(build, calls.createOutput, { invalidatesTags: afterRedemption }),
    redeemWithDetails: contractMutation(build, calls.createOutputByRequisite, {
      invalidatesTags: afterRedemption,
    }),
    removeDestination: contractMutation(build, calls.removeWithdrawIdentity, {
      invalidatesTags: (result) => (result ? ['Destinations'] : []),
    }),
    // The cash data carries the confirmation flag the popup reads.
    confirmAmazonGiftCard: contractMutation(build, confirmAmazonGiftCard, {
      invalidatesTags: (result) => (result ? ['CashData'] : []),
    }),
  }),
});

export const {
  useGetDestinationsQuery,
  useGetPaypalAccountsQuery,
  useRedeemToDestinationMutation,
  useRedeemByMethodMutation,
  useRedeemWithDetailsMutation,
  useRemoveDestinationMutation,
  useConfirmAmazonGiftCardMutation,
} = redeemCallsApi;
