/**
 * Runs one sandbox admin request for a panel button and reports the outcome as a status line: `done`, or
 * `Failed: <reason>` (then also logged, prefixed with `what`).
 */
export async function runReported(
  action: () => Promise<void>,
  done: string,
  report: (message: string) => void,
  what: string,
): Promise<void> {
  try {
    await action();
    report(done);
  } catch (error) {
    console.warn(`[host-demo] ${what} failed`, error);
    report(`Failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
