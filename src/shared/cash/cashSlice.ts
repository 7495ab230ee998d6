import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { playerReset } from '@/shared/player/playerReset';

/**
 * Client-only state of the cash shell (docs/product/cash-data.md#client-state-of-the-cash-shell: "Cash state" and
 * "appCash" flags live in the RTK Query cache; whether the cash area is open is the event bus's `isOpen()`).
 */
export interface CashState {
  paymentId: string | null;
}

const initialState: CashState = {
  paymentId: null,
};

const cashSlice = createSlice({
  name: 'cash',
  initialState,
  reducers: {
    /**
     * docs/product/cash-data.md: resetting cash data clears methods, providers, flags and paymentId; the header's step title goes
     * back to the route's own (shared/navigation/stepTitle.ts listens for this action).
     */
    cashDataReset(state) {
      state.paymentId = null;
    },
    /** A deposit started on the server: its id is what the result screens check. */
    paymentStarted(state, action: PayloadAction<string>) {
      state.paymentId = action.payload;
    },
  },
  // The player is gone (docs/architecture.md, "One player at a time"): their payment goes too.
  extraReducers: (builder) => builder.addCase(playerReset, () => initialState),
});

export const { cashDataReset, paymentStarted } = cashSlice.actions;
export const cashReducer = cashSlice.reducer;

export const selectPaymentId = (state: { cash: CashState }) => state.cash.paymentId;
