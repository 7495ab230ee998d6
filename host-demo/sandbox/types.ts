/** What the adapters (HTTP server, MSW) hand the sandbox: one request, transport-neutral. */
export interface SandboxRequest {
  method: string;
  /** Path plus query string, relative to the API base: `/rest/cash/history/all/?page=2`. */
  url: string;
  /** Header names in any case; the sandbox lower-cases them. */
  headers: Record<string, string | undefined>;
  /** Raw request body (JSON text for the calls of docs/product/calls.md). */
  body?: string;
}

/** An HTTP answer. `delayMs` asks the adapter to hold it back (a 'delay' fault); the model never waits itself. */
export interface SandboxAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  delayMs?: number;
}

/**
 * What the sandbox wants the adapter to act out. Network failures are outcomes rather than exceptions so the
 * model stays pure: the HTTP adapter destroys the socket for 'abort' and keeps it open for 'hang'.
 */
export type SandboxResponse = SandboxAnswer | { kind: 'abort' } | { kind: 'hang' };

export type SandboxLogLevel = 'info' | 'warn' | 'error';

/** One line of the sandbox log (`GET /__sandbox/log`): requests, sessions, faults, e-mailed codes, model bugs. */
export interface SandboxLogEntry {
  /** Increases by one per entry for the life of the sandbox (not reset), so pollers can ask for `since`. */
  seq: number;
  /** `now()` when the entry was written (ms since the epoch). */
  at: number;
  level: SandboxLogLevel;
  /** What happened: `request`, `session`, `fault`, `contract`, `identity-match`, `email`, `admin`… */
  kind: string;
  message: string;
  callId?: string;
  playerId?: string;
  /** JSON-serialisable details. */
  data?: unknown;
}

export interface SandboxOptions {
  /** Clock (ms since the epoch). Default `Date.now`; tests pass a fixed one. */
  now?: () => number;
  /** Receives every log entry as it is written (the standalone server prints them). */
  log?: (entry: SandboxLogEntry) => void;
  /**
   * Origins allowed to call the sandbox with credentials from another origin (CORS).
   * Default: any `http://localhost:<port>` or `http://127.0.0.1:<port>`.
   */
  isAllowedOrigin?: (origin: string) => boolean;
}

export function isSandboxAnswer(response: SandboxResponse): response is SandboxAnswer {
  return !('kind' in response);
}
