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

/** One screen state: open `path` as `player`, then `act` (when given) brings the screen into the state `description` names. */
export const state = (id: string, player: string, path: string, description: string, act?: StateScenario['act']): StateScenario => ({
  id,
  player,
  path,
  act,
  description,
});
