import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { playerReset } from '@/shared/player/playerReset';

/**
 * What one screen hands the next one (the IDology questions, a redemption's answer, the payment a thank-you is
 * about), kept in the store's memory, never in `history.state` (docs/architecture.md, "One player at a time"): a
 * reload, or a Back/Forward after the player was dropped, finds nothing and the screen re-reads the server or shows
 * its honest empty state. One entry per target route id; a new hand-over to the same route replaces the last.
 */
export type HandoverState = Record<string, unknown>;

const initialState: HandoverState = {};

const handoverSlice = createSlice({
  name: 'handover',
  initialState,
  reducers: {
    /** `route`: the id of the route that reads it (its manifest's route id); `data`: plain, serialisable data. */
    handedOver(state, action: PayloadAction<{ route: string; data: unknown }>) {
      state[action.payload.route] = action.payload.data;
    },
    /** The target route is done with it (optional: a reset or the next hand-over drops it too). */
    handoverTaken(state, action: PayloadAction<{ route: string }>) {
      delete state[action.payload.route];
    },
  },
  extraReducers: (builder) => builder.addCase(playerReset, () => initialState),
});

export const { handedOver, handoverTaken } = handoverSlice.actions;
export const handoverReducer = handoverSlice.reducer;

/**
 * What was handed over to `route`, if it passes `is` (the check keeps a screen honest about the shape it reads);
 * else null.
 */
export function selectHandover<T>(state: { handover?: HandoverState }, route: string, is: (value: unknown) => value is T): T | null {
  const value = state.handover?.[route];
  return value !== undefined && is(value) ? value : null;
}

/** The hand-over to `route` (see `selectHandover`), re-read when it changes. */
export function useHandover<T>(route: string, is: (value: unknown) => value is T): T | null {
  return useSelector((state: { handover?: HandoverState }) => selectHandover(state, route, is));
}

/** `handOver(route, data)`: leaves `data` for the screen of `route` (call it before navigating there). */
export function useHandOver() {
  const dispatch = useDispatch();
  return useCallback((route: string, data: unknown) => dispatch(handedOver({ route, data })), [dispatch]);
}
