import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SwitchFlow } from '@contracts/api/switchAccount';
import { playerReset } from '@/shared/player/playerReset';

/*
 * What the suspended screen knows about the e-mailed code (docs/product/suspended.md#the-code-state): kept in the
 * store, not in the screen, so closing the cashier (it stays mounted) and opening it again keeps the countdown, the
 * strategy the code was sent for and the checks left. Memory only (never Web Storage or history.state); dropped on
 * `playerReset` and once the switch is done. Registered by the area's manifest (`reducers`), so this file stays
 * free of React.
 */

/** docs/product/suspended.md#resend-timer: a new code may be asked for 60 s after the last one was sent. */
export const RESEND_AFTER_MS = 60_000;

/** The last code request and what came of it. */
export type LastSend =
  /** The server e-mailed a code for `flow` at `at` (Date.now(), when its answer arrived). */
  | { flow: SwitchFlow; outcome: 'sent'; at: number }
  /** The answer was lost (timeout, network, 5xx, a body we could not read): the e-mail may or may not have gone out. */
  | { flow: SwitchFlow; outcome: 'unknown' }
  /** The server said no (`success: false`, or a 4xx): no code went out. */
  | { flow: SwitchFlow; outcome: 'refused' };

export interface SuspendedCodeState {
  lastSend: LastSend | null;
  /** Code checks left as the server's `attemptsCountLeft` last said, less the wrong codes since; null = not known. */
  attemptsLeft: number | null;
  /**
   * The code check whose answer was lost since the last definite one (its strategy and the typed code), or null.
   * The switch may have happened: any "no" that follows (a retry the server finds used up) is checked against the
   * server's state first, and a reopened screen re-reads the server and offers Try again with this code.
   */
  lostCheck: LostCheck | null;
}

/** A code check whose answer was lost: what a reopened screen re-reads for and Try again sends again. */
export interface LostCheck {
  flow: SwitchFlow;
  code: string;
}

export const initialCodeState: SuspendedCodeState = { lastSend: null, attemptsLeft: null, lostCheck: null };

/** Whole checks left: the count may arrive fractional or negative (docs/product/suspended.md#attempts). */
const wholeAttempts = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

const codeSlice = createSlice({
  name: 'suspendedCode',
  initialState: initialCodeState,
  reducers: {
    codeSent: (state, action: PayloadAction<{ flow: SwitchFlow; at: number; attemptsLeft: number }>) => {
      state.lastSend = { flow: action.payload.flow, outcome: 'sent', at: action.payload.at };
      state.attemptsLeft = wholeAttempts(action.payload.attemptsLeft);
    },
    /** The checks left stay as they were: the lost answer carried the count. */
    sendUnknown: (state, action: PayloadAction<{ flow: SwitchFlow }>) => {
      state.lastSend = { flow: action.payload.flow, outcome: 'unknown' };
    },
    /** `attemptsLeft`: the refusal's own count when it sent one (`success: false`), else unchanged. */
    sendRefused: (state, action: PayloadAction<{ flow: SwitchFlow; attemptsLeft: number | null }>) => {
      state.lastSend = { flow: action.payload.flow, outcome: 'refused' };
      if (action.payload.attemptsLeft !== null) state.attemptsLeft = wholeAttempts(action.payload.attemptsLeft);
    },
    /** Ours (docs/product/suspended.md#wrong-code): a wrong code used up one of the checks. */
    wrongCode: (state) => {
      if (state.attemptsLeft !== null) state.attemptsLeft = Math.max(0, state.attemptsLeft - 1);
    },
    /** A check's answer was lost and the re-read could not tell (the check), or a definite answer came (null). */
    checkLost: (state, action: PayloadAction<LostCheck | null>) => {
      state.lostCheck = action.payload;
    },
    /** The switch is done: nothing of this code is needed any more. */
    switched: () => initialCodeState,
  },
  extraReducers: (builder) => builder.addCase(playerReset, () => initialCodeState),
});

export const codeActions = codeSlice.actions;
export const suspendedCodeReducer = codeSlice.reducer;
/** The store key (the manifest's `reducers`). */
export const CODE_STATE_KEY = 'suspendedCode';

/** The area's part of the store (the app's RootState lists only the shell's keys). */
export const selectCodeState = (state: unknown): SuspendedCodeState =>
  (state as { [CODE_STATE_KEY]?: SuspendedCodeState })[CODE_STATE_KEY] ?? initialCodeState;

/** When a new code may be asked for (Date.now() time; 0 = now): 60 s after a code went out, at once otherwise. */
export const resendAllowedAt = (lastSend: LastSend | null): number =>
  lastSend?.outcome === 'sent' ? lastSend.at + RESEND_AFTER_MS : 0;

/** The strategy whose code may still be valid and must not be asked for again yet, or null. */
export function pendingCodeFlow(lastSend: LastSend | null, now: number): SwitchFlow | null {
  return lastSend && resendAllowedAt(lastSend) > now ? lastSend.flow : null;
}
