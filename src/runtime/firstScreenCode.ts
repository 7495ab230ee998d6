/**
 * The first screen's code on its way at a cold deep-link open: the route's screen chunk the shell started when it ran
 * (src/app/routes.tsx), handed to this remote's runtime plugin (firstScreenPlugin.ts), which lets the host's
 * `loadRemote` of an expose resolve once that chunk has run (or FIRST_SCREEN_CODE_WAIT_MS have passed), so the host's
 * first render of the cashier already has the screen (docs/architecture.md, "Opening fast"). Taken once.
 */
let code: Promise<unknown> | undefined;

/** The longest the host's `loadRemote` waits for the screen's chunk (ms): past it, the screen's outline shows first. */
export const FIRST_SCREEN_CODE_WAIT_MS = 600;

export function holdFirstScreenCode(loading: Promise<unknown>): void {
  code = loading;
}

/** The first screen's code load, if the shell started one not yet taken (the next call gets nothing). */
export function takeFirstScreenCode(): Promise<unknown> | undefined {
  const taken = code;
  code = undefined;
  return taken;
}
