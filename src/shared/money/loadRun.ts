import { laterTask } from '@/shared/perf/laterTask';
import type * as IntentRun from './intentRun';

export type IntentRunModule = typeof IntentRun;

let runModule: Promise<IntentRunModule> | undefined;

/**
 * The intent kit's run and its book (intentRun.ts), in their own chunk, so a first screen does not carry them
 * (docs/architecture.md, "Money moves exactly once"; test/size/README.md): every caller shares one load, and a load
 * that failed is forgotten so the next call asks again.
 */
export function loadRun(): Promise<IntentRunModule> {
  return (runModule ??= import(/* webpackChunkName: "money-run" */ './intentRun').catch((error: unknown) => {
    runModule = undefined;
    throw error;
  }));
}

/**
 * Starts the load in a later task (laterTask): what a screen that may move money or settle an intent calls once it
 * shows, so the code is in before the player presses and the first screen's own requests go first.
 */
export function warmRun(): void {
  void laterTask().then(() => loadRun().catch(() => undefined));
}
