import type { SwitchFlow } from '@contracts/api/switchAccount';

/** Client state of the suspended screen (docs/product/suspended.md#suspended-screen-state); the resend timer is its own hook. */
export interface SuspendedState {
  switchMode: boolean;
  /** The chosen strategy; null until one was chosen. */
  switchType: SwitchFlow | null;
  /** The last code check's message (wrong code), shown as text. */
  error: string | null;
  /** The last failed call (send or check), shown by CallError. */
  failure: unknown;
  /** The code whose check call failed (not a wrong code): Try again sends it again. */
  failedCode: string | null;
  attemptsLeft: number;
  /** Whether code checks remain (false after a failed send or when the attempts ran out). */
  hasAttempts: boolean;
  /** Changes whenever the code boxes must be emptied (a wrong code). */
  clearKey: number;
  /** Changes whenever the code boxes start afresh (a failed check call may be retried with the same code). */
  inputKey: number;
}

export type SuspendedAction =
  | { type: 'codeSent'; flow: SwitchFlow; attemptsLeft: number }
  | { type: 'sendFailed'; flow: SwitchFlow; failure: unknown }
  /** A strategy chosen while the resend timer runs: nothing is sent, switch mode is entered. */
  | { type: 'entered'; flow: SwitchFlow }
  | { type: 'back' }
  | { type: 'wrongCode'; message: string }
  | { type: 'checkFailed'; failure: unknown; code: string };

export const initialSuspendedState: SuspendedState = {
  switchMode: false,
  switchType: null,
  error: null,
  failure: null,
  failedCode: null,
  attemptsLeft: 0,
  hasAttempts: false,
  clearKey: 0,
  inputKey: 0,
};

/** Whole checks left: the count may arrive fractional or negative (docs/product/suspended.md#attempts). */
const wholeAttempts = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

export function suspendedReducer(state: SuspendedState, action: SuspendedAction): SuspendedState {
  switch (action.type) {
    case 'codeSent': {
      const attemptsLeft = wholeAttempts(action.attemptsLeft);
      return {
        ...state,
        switchMode: true,
        switchType: action.flow,
        error: null,
        failure: null,
        failedCode: null,
        attemptsLeft,
        hasAttempts: attemptsLeft > 0,
        inputKey: state.inputKey + 1,
      };
    }
    case 'sendFailed':
      return { ...state, switchMode: true, switchType: action.flow, error: null, failure: action.failure, failedCode: null, attemptsLeft: 0, hasAttempts: false };
    case 'entered':
      return { ...state, switchMode: true, switchType: action.flow };
    case 'back':
      return { ...state, switchMode: false, error: null, failure: null, failedCode: null };
    case 'wrongCode': {
      // Ours (docs/product/suspended.md#wrong-code): a wrong code used up one of the checks.
      const attemptsLeft = Math.max(0, state.attemptsLeft - 1);
      return { ...state, error: action.message, failure: null, failedCode: null, attemptsLeft, hasAttempts: attemptsLeft > 0, clearKey: state.clearKey + 1 };
    }
    case 'checkFailed':
      return { ...state, error: null, failure: action.failure, failedCode: action.code, inputKey: state.inputKey + 1 };
  }
}
