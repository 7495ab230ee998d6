import type { CallScenario, FailureExpectation, StateScenario } from './types';

/** One call: open `path` as `player`, then `act` (when given) makes the call; `onFailure` is what a failure must show, `note` why. */
export const call = (callId: string, player: string, path: string, onFailure: FailureExpectation, note: string, act?: CallScenario['act']): CallScenario => ({
  callId,
  player,
  path,
  act,
  onFailure,
  note,
});

/**
 * A money-moving call's scenario with what the fault matrix's `lost` column needs (test/faults/lost.ts): the call's
 * own success screen, and the "same button again" when the screen the lost answer left offers no Try again.
 */
export const withSuccess = (scenario: CallScenario, successScreen: NonNullable<CallScenario['successScreen']>, again?: CallScenario['again']): CallScenario => ({
  ...scenario,
  successScreen,
  again,
});

/** One screen state: open `path` as `player`, then `act` (when given) brings the screen into the state `description` names. */
export const state = (id: string, player: string, path: string, description: string, act?: StateScenario['act']): StateScenario => ({
  id,
  player,
  path,
  act,
  description,
});
