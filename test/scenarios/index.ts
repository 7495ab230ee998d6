import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CallScenario, StateScenario } from './types';

export type { CallScenario, StateScenario, FailureExpectation } from './types';

interface ScenarioModule {
  callScenarios?: CallScenario[];
  stateScenarios?: StateScenario[];
}

/** Every `*.scenarios.ts` file in this folder: a new feature joins the harnesses by adding one. */
export function loadScenarios(): { calls: CallScenario[]; states: StateScenario[] } {
  const calls: CallScenario[] = [];
  const states: StateScenario[] = [];
  for (const file of readdirSync(__dirname)
    .filter((name) => name.endsWith('.scenarios.ts'))
    .sort()) {
    const module = require(path.join(__dirname, file)) as ScenarioModule;
    calls.push(...(module.callScenarios ?? []));
    states.push(...(module.stateScenarios ?? []));
  }
  return { calls, states };
}
