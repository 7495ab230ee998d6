import { createSlice } from '@reduxjs/toolkit';
import { playerReset } from './playerReset';

/**
 * Which signed-in player the store is on: `epoch` counts the player resets (docs/architecture.md, "One player at a
 * time"). A request or a screen's list remembers the epoch it started in; an answer that comes back in another
 * epoch belongs to a player who is gone and is dropped.
 */
export interface PlayerState {
  epoch: number;
}

const initialState: PlayerState = { epoch: 0 };

const playerSlice = createSlice({
  name: 'player',
  initialState,
  reducers: {},
  extraReducers: (builder) => builder.addCase(playerReset, (state) => ({ epoch: state.epoch + 1 })),
});

export const playerReducer = playerSlice.reducer;

/** The present player epoch (0 in a store without the player part). */
export const selectPlayerEpoch = (state: { player?: PlayerState }) => state.player?.epoch ?? 0;
