import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { playerReset } from '@/shared/player/playerReset';

/**
 * What one screen hands the next one (the IDology questions, a redemption's answer, the payment a thank-you is
 * about), kept in the store's memory, never in `history.state` (docs/architecture.md, "One player at a time"): a
 * reload, or a Back/Forward after the player was dropped, finds nothing and the screen re-reads the server or shows
 * its honest empty state. One entry per target route id; a new hand-over to the same route replaces the last.
 * Screens use the hooks of `./useHandover` (kept apart so the shell carries only this slice).
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
  },
  extraReducers: (builder) => builder.addCase(playerReset, () => initialState),
});

export const { handedOver } = handoverSlice.actions;
export const handoverReducer = handoverSlice.reducer;
