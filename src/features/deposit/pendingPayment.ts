import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { playerReset } from '@/shared/player/playerReset';

/** The intent book's name for a deposit (every deposit method's money call keys its intents under it). */
export const DEPOSIT_CALL = 'deposit';

/** A deposit the server started, as the result screens need it. */
export interface PendingPayment {
  paymentId: string;
  /** A page the player must visit to finish (3-D Secure, bank approval); null when none. */
  redirectUrl: string | null;
  /**
   * The page is a card's 3-D Secure challenge (result code `3ds`): the pending screen shows it in a frame inside the
   * cashier, as the card widget shows a new card's (docs/product/deposit.md#pending-payment).
   */
  challenge: boolean;
}

/**
 * The deposit the result screens are about, in the store's memory only (never in `history.state` or Web Storage: the
 * redirect URL is the player's; docs/architecture.md, "One player at a time"). The id's one copy that survives a
 * reload is the intent's `ref` in the intent book (docs/architecture.md, "Where a started payment's id lives"); this
 * slice holds it beside what the book may not keep (the redirect, the challenge) and for the screens that come after
 * the book forgot it (success/ and failed/ once pending/ settled the intent) or never had it (a provider's return
 * URL in a new window). Dropped with the player.
 */
const slice = createSlice({
  name: 'depositPayment',
  initialState: { current: null as PendingPayment | null },
  reducers: {
    paymentShown(state, action: PayloadAction<PendingPayment>) {
      state.current = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(playerReset, () => ({ current: null })),
});

export const { paymentShown } = slice.actions;
export const depositPaymentReducer = slice.reducer;
export const DEPOSIT_PAYMENT_KEY = slice.name;

type WithPayment = { [DEPOSIT_PAYMENT_KEY]?: ReturnType<typeof slice.reducer> };
export const selectShownPayment = (state: WithPayment) => state[DEPOSIT_PAYMENT_KEY]?.current ?? null;
