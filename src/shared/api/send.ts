/**
 * The cashier's one way to send a request (docs/architecture.md, "Calls"): used by the base query, the early GETs of
 * an entry and the first-screen GETs remoteEntry.js starts (src/runtime/firstScreenPlugin.ts). It imports only the
 * host's first-screen plugin file, which imports nothing, so the runtime plugin carries no schema or store code into
 * remoteEntry.js.
 */
import { fetchText, type EarlyText } from '@contracts/host/firstScreen';

/** `base` + `path` + the query string (undefined values already dropped). */
export function joinUrl(base: string, path: string, query: [string, unknown][] = []): string {
  const search =
    query.length > 0 ? `?${new URLSearchParams(query.map(([key, value]) => [key, String(value)])).toString()}` : '';
  return `${base.replace(/\/+$/, '')}${path}${search}`;
}

/** What one request ended with (the early map holds these until a query takes them). */
export type Sent =
  | { kind: 'answer'; status: number; data: unknown }
  | { kind: 'parse'; status: number }
  | { kind: 'timeout' }
  | { kind: 'network'; message: string };

/**
 * What a request ended with, from its status and body text on their way (`read`, called inside the guard so even a
 * `fetch` that throws at once is a network error): the body read as JSON (empty = null). A failure is a timeout when
 * the error is named `TimeoutError` (`fetchText`'s timer), else a network error. Also reads the answers the host's
 * first-screen plugin started (contracts/host/firstScreen.ts).
 */
export async function sentOf(read: Promise<EarlyText> | (() => Promise<EarlyText>)): Promise<Sent> {
  let answer: EarlyText;
  try {
    answer = await (typeof read === 'function' ? read() : read);
  } catch (cause) {
    const named = typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'TimeoutError';
    return named ? { kind: 'timeout' } : { kind: 'network', message: String(cause) };
  }
  try {
    const { status, text } = answer;
    return { kind: 'answer', status, data: text.length > 0 ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { kind: 'parse', status: answer.status };
  }
}

/**
 * One request with credentials and a JSON body (`fetchText`, the one way a call is made; the host's first-screen
 * plugin uses it too); the body of every answer is read as JSON (empty = null). Gives up after `timeoutMs` (0 =
 * never) or when the caller's signal aborts or the player is dropped. A plain fetch rather than RTK Query's
 * fetchBaseQuery: the cashier needs only this much of it, and dropping it took 1.1 KB gzip off every first screen
 * (test/size/README.md).
 */
export async function send(
  url: string,
  method: string,
  body: string | undefined,
  signal: AbortSignal,
  timeoutMs: number,
  player?: { whenDropped: (abort: () => void) => () => void },
): Promise<Sent> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  const stopWatchingPlayer = player?.whenDropped(abort);
  try {
    return await sentOf(() => fetchText(url, { method, body, signal: controller.signal }, timeoutMs));
  } finally {
    signal.removeEventListener('abort', abort);
    stopWatchingPlayer?.();
  }
}
