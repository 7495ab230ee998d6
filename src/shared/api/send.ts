/**
 * The cashier's one way to send a request (docs/architecture.md, "Calls"): used by the base query, the early GETs of
 * an entry and the first-screen GETs remoteEntry.js starts (src/runtime/firstScreenPlugin.ts). It imports nothing,
 * so the runtime plugin carries no schema or store code into remoteEntry.js.
 */

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
 * `timedOut()` says so or the error is named `TimeoutError` (the host's first-screen plugin's own timeout). Also reads
 * the answers that plugin started (contracts/host/firstScreen.ts).
 */
export async function sentOf(
  read: Promise<{ status: number; text: string }> | (() => Promise<{ status: number; text: string }>),
  timedOut: () => boolean,
): Promise<Sent> {
  let answer: { status: number; text: string };
  try {
    answer = await (typeof read === 'function' ? read() : read);
  } catch (cause) {
    const named = typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'TimeoutError';
    return timedOut() || named ? { kind: 'timeout' } : { kind: 'network', message: String(cause) };
  }
  try {
    const { status, text } = answer;
    return { kind: 'answer', status, data: text.length > 0 ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { kind: 'parse', status: answer.status };
  }
}

/**
 * One request with credentials and a JSON body; the body of every answer is read as JSON (empty = null).
 * Gives up after `timeoutMs` (0 = never) or when the caller's signal aborts. A plain fetch rather than RTK Query's
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
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const read = async () => {
      const response = await fetch(url, { method, credentials: 'include', headers, body, signal: controller.signal });
      return { status: response.status, text: await response.text() };
    };
    return await sentOf(read, () => timedOut);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal.removeEventListener('abort', abort);
    stopWatchingPlayer?.();
  }
}
