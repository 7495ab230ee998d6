import { createSlice } from '@reduxjs/toolkit';
import { playerReset } from '@/shared/player/playerReset';

/**
 * Client-only state of the cash shell (docs/product/cash-data.md#client-state-of-the-cash-shell: "Cash state" and
 * "appCash" flags live in the RTK Query cache; whether the cash area is open is the event bus's `isOpen()`). A started
 * payment's id is not here: the flow that started it keeps it (its intent's `ref` in the intent book, the one copy
 * that survives a reload: docs/architecture.md, "Money moves exactly once").
 */
export type CashState = Record<string, never>;

const initialState: CashState = {};

const cashSlice = createSlice({
  name: 'cash',
  initialState,
  reducers: {
    /**
     * docs/product/cash-data.md: resetting cash data starts the purchase over; the header's step title goes back to
     * the route's own (shared/navigation/stepTitle.ts listens for this action).
     */
    cashDataReset: () => initialState,
  },
  // The player is gone (docs/architecture.md, "One player at a time").
  extraReducers: (builder) => builder.addCase(playerReset, () => initialState),
});

export const { cashDataReset } = cashSlice.actions;
export const cashReducer = cashSlice.reducer;
