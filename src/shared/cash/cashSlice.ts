import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { playerReset } from '@/shared/player/playerReset';

export type WrapperMode = 'big' | 'small';

/**
 * Client-only state of the cash shell (docs/product/cash-data.md#client-state-of-the-cash-shell "Cash state" and "appCash" flags live in the RTK Query
 * cache; what is here is what the player's navigation decides).
 */
export interface CashState {
  isOpen: boolean;
  wrapperMode: WrapperMode;
  selectedMethodId: string | null;
  paymentId: string | null;
  /** Result of the last geo check; `null` until one answered. */
  geoStatus: string | null;
}

const initialState: CashState = {
  isOpen: false,
  wrapperMode: 'big',
  selectedMethodId: null,
  paymentId: null,
  geoStatus: null,
};

const cashSlice = createSlice({
  name: 'cash',
  initialState,
  reducers: {
    cashOpened(state) {
      state.isOpen = true;
    },
    cashClosed(state) {
      state.isOpen = false;
    },
    wrapperModeChanged(state, action: PayloadAction<WrapperMode>) {
      state.wrapperMode = action.payload;
    },
    paymentMethodSelected(state, action: PayloadAction<string>) {
      state.selectedMethodId = action.payload;
    },
    paymentMethodCleared(state) {
      state.selectedMethodId = null;
    },
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
    geoChecked(state, action: PayloadAction<string>) {
      state.geoStatus = action.payload;
    },
  },
  // The player is gone (docs/architecture.md, "One player at a time"): their payment, method and geo check go too;
  // whether the cashier is open is the host's, not the player's.
  extraReducers: (builder) => builder.addCase(playerReset, (state) => ({ ...initialState, isOpen: state.isOpen, wrapperMode: state.wrapperMode })),
});

export const {
  cashOpened,
  cashClosed,
  wrapperModeChanged,
  paymentMethodSelected,
  paymentMethodCleared,
  cashDataReset,
  paymentStarted,
  geoChecked,
} = cashSlice.actions;
export const cashReducer = cashSlice.reducer;

export const selectCashIsOpen = (state: { cash: CashState }) => state.cash.isOpen;
export const selectWrapperMode = (state: { cash: CashState }) => state.cash.wrapperMode;
export const selectPaymentId = (state: { cash: CashState }) => state.cash.paymentId;
