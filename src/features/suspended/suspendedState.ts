import type { SwitchFlow } from '@contracts/api/switchAccount';

/**
 * Client state of the suspended screen while it shows (docs/product/suspended.md#suspended-screen-state). What must
 * outlive a close of the cashier (the code's countdown, strategy and checks left) is in the store: codeSlice.ts.
 */
export interface SuspendedState {
  switchMode: boolean;
  /** The chosen strategy; null until one was chosen. */
  switchType: SwitchFlow | null;
  /** The last code check's message (wrong code), shown as text. */
  error: string | null;
  /** The last call that did not go through (send or check), shown by CallError. */
  failure: unknown;
  /** Whether that call's answer was lost (it may have taken effect), rather than refused. */
  lost: boolean;
  /** The code whose check call did not go through (not a wrong code): Try again sends it again. */
  failedCode: string | null;
  /** Changes whenever the code boxes must be emptied (a wrong code). */
  clearKey: number;
  /** Changes whenever the code boxes start afresh (a failed check call may be retried with the same code). */
  inputKey: number;
  /**
   * A check's answer was lost (or a "no" came after one): the server's state is being read again to learn whether
   * the switch happened (docs/product/suspended.md#lost-answers).
   */
  rereading: boolean;
}

export type SuspendedAction =
  | { type: 'codeSent'; flow: SwitchFlow }
  /** The send was refused (`failure` null for `success: false`) or its answer lost (`lost`). */
  | { type: 'sendFailed'; flow: SwitchFlow; failure: unknown; lost: boolean }
  /** A strategy chosen while the resend timer runs: nothing is sent, switch mode is entered. */
  | { type: 'entered'; flow: SwitchFlow }
  | { type: 'back' }
  | { type: 'wrongCode'; message: string }
  | { type: 'checkFailed'; failure: unknown; lost: boolean; code: string }
  /** The server's state is read again after a lost check's answer. */
  | { type: 'rereading' }
  /** Another player signed in (a player reset): the screen starts afresh (docs/architecture.md, "One player at a time"). */
  | { type: 'playerChanged' };

export const initialSuspendedState: SuspendedState = {
  switchMode: false,
  switchType: null,
  error: null,
  failure: null,
  lost: false,
  failedCode: null,
  clearKey: 0,
  inputKey: 0,
  rereading: false,
};

/**
 * The screen's state when it opens: switch mode on the code step, re-reading the server, when a check's answer was
 * lost before it closed (a reopened cashier: the code state outlives the close, codeSlice.ts); else the initial one.
 */
export const openingState = (lostCheckFlow: SwitchFlow | null): SuspendedState =>
  lostCheckFlow === null
    ? initialSuspendedState
    : { ...initialSuspendedState, switchMode: true, switchType: lostCheckFlow, rereading: true };

const noFailure = { error: null, failure: null, lost: false, failedCode: null, rereading: false } as const;

export function suspendedReducer(state: SuspendedState, action: SuspendedAction): SuspendedState {
  switch (action.type) {
    case 'codeSent':
      return { ...state, ...noFailure, switchMode: true, switchType: action.flow, inputKey: state.inputKey + 1 };
    case 'sendFailed':
      return {
        ...state,
        ...noFailure,
        switchMode: true,
        switchType: action.flow,
        failure: action.failure,
        lost: action.lost,
        inputKey: state.inputKey + 1,
      };
    case 'entered':
      return { ...state, ...noFailure, switchMode: true, switchType: action.flow };
    case 'back':
      return { ...state, ...noFailure, switchMode: false };
    case 'wrongCode':
      return { ...state, ...noFailure, error: action.message, clearKey: state.clearKey + 1 };
    case 'checkFailed':
      return {
        ...state,
        ...noFailure,
        failure: action.failure,
        lost: action.lost,
        failedCode: action.code,
        inputKey: state.inputKey + 1,
      };
    case 'rereading':
      return { ...state, ...noFailure, rereading: true };
    case 'playerChanged':
      return { ...initialSuspendedState, clearKey: state.clearKey + 1, inputKey: state.inputKey + 1 };
  }
}
