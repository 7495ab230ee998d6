import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Header title keys of spec §2 (`cash.title.<key>` in the message files). */
export type CashTitle = 'selectPackage' | 'paymentMethod' | 'selectCard';
export type WrapperMode = 'big' | 'small';

/**
 * Client-only state of the cash shell (spec §3 "Cash state" and "appCash" flags live in the RTK Query
 * cache; what is here is what the player's navigation decides).
 */
export interface CashState {
  isOpen: boolean;
  title: CashTitle;
  wrapperMode: WrapperMode;
  selectedMethodId: string | null;
  paymentId: string | null;
  /** Result of the last geo check; `null` until one answered. */
  geoStatus: string | null;
}

const initialState: CashState = {
  isOpen: false,
  title: 'selectPackage',
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
    titleChanged(state, action: PayloadAction<CashTitle>) {
      state.title = action.payload;
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
    /** Spec §4: resetting cash data clears methods, providers, flags and paymentId; title back to selectPackage. */
    cashDataReset(state) {
      state.paymentId = null;
      state.title = 'selectPackage';
    },
    /** A deposit started on the server: its id is what the result screens check. */
    paymentStarted(state, action: PayloadAction<string>) {
      state.paymentId = action.payload;
    },
    geoChecked(state, action: PayloadAction<string>) {
      state.geoStatus = action.payload;
    },
  },
});

export const {
  cashOpened,
  cashClosed,
  titleChanged,
  wrapperModeChanged,
  paymentMethodSelected,
  paymentMethodCleared,
  cashDataReset,
  paymentStarted,
  geoChecked,
} = cashSlice.actions;
export const cashReducer = cashSlice.reducer;

export const selectCashIsOpen = (state: { cash: CashState }) => state.cash.isOpen;
export const selectCashTitle = (state: { cash: CashState }) => state.cash.title;
export const selectWrapperMode = (state: { cash: CashState }) => state.cash.wrapperMode;
export const selectPaymentId = (state: { cash: CashState }) => state.cash.paymentId;
