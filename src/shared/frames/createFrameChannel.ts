import * as v from 'valibot';
import { safeRemoteUrl } from './safeUrl';

/** Why a message was dropped (for logging; never shown to players). */
export type FrameRejection = 'disposed' | 'origin' | 'source' | 'schema';

export interface FrameChannelOptions<TSchema extends v.GenericSchema> {
  /** The iframe this channel talks to; only messages from its window are accepted. */
  iframe: HTMLIFrameElement;
  /** The https URL (http on a loopback host) the iframe was opened with: its origin is the only one accepted and sent to. */
  frameSrc: string;
  /** Every incoming message must pass it; the callback gets the parsed output, never the raw data. */
  schema: TSchema;
  onMessage: (message: v.InferOutput<TSchema>) => void;
  /** Told about each dropped message (origin, source, shape), e.g. to log it. */
  onReject?: (reason: FrameRejection, event: MessageEvent) => void;
  /** The window that receives the frame's messages; default the iframe's own document's window. */
  window?: Window;
}

export interface FrameChannel<TOutgoing> {
  /** The one origin messages are accepted from and sent to. */
  readonly origin: string;
  /** Posts to the frame with its exact origin as the target (never '*'); a no-op once disposed or detached. */
  send(message: TOutgoing): void;
  /** Removes the listener; later messages are ignored. */
  dispose(): void;
}

const MAX_DEPTH = 32;

/**
 * Structured clone delivers only plain data; anything else (an inherited `type` on a custom prototype, a Map,
 * a Date) is refused before the schema sees it, because schemas read inherited keys as if they were own.
 */
function isPlainData(value: unknown, depth = 0): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (depth > MAX_DEPTH) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  // Object.prototype of any realm (its own prototype is null), or no prototype at all.
  if (proto !== null && Object.getPrototypeOf(proto) !== null) return false;
  return Object.values(value).every((item) => isPlainData(item, depth + 1));
}

/**
 * The origin of an absolute https URL (http only on a loopback host: `safeRemoteUrl`); anything else (plain http
 * elsewhere, relative, data:, blob:, javascript:, an opaque origin) throws.
 */
export function frameOrigin(frameSrc: string): string {
  const url = safeRemoteUrl(frameSrc);
  if (url === null)
    throw new TypeError('createFrameChannel: frameSrc must be an https URL (http only on a loopback host)');
  return url.origin;
}

/**
 * A postMessage channel bound to one iframe (DESIGN.md: provider frames are trusted only by exact origin and
 * `event.source`, and their messages are schema-checked). A message is handed on only when it comes from the
 * iframe's current window, from the origin of `frameSrc`, and passes `schema`; everything else is dropped.
 * The server, not a message, confirms a payment: a message may only prompt the caller to ask the server.
 */
export function createFrameChannel<TSchema extends v.GenericSchema, TOutgoing = unknown>(
  options: FrameChannelOptions<TSchema>,
): FrameChannel<TOutgoing> {
  const { iframe, schema, onMessage, onReject } = options;
  const origin = frameOrigin(options.frameSrc);
  const target = options.window ?? iframe.ownerDocument.defaultView;
  if (!target) throw new Error('createFrameChannel: the iframe is not in a document with a window');
  let disposed = false;

  const listener = (event: MessageEvent) => {
    if (disposed) return onReject?.('disposed', event);
    if (event.origin !== origin) return onReject?.('origin', event);
    // A detached frame is no longer the one we opened (and a null source must never match a null window).
    const frameWindow = iframe.isConnected ? iframe.contentWindow : null;
    if (frameWindow === null || event.source !== frameWindow) return onReject?.('source', event);
    let parsed: v.SafeParseResult<TSchema>;
    try {
      if (!isPlainData(event.data)) return onReject?.('schema', event);
      parsed = v.safeParse(schema, event.data);
    } catch {
      return onReject?.('schema', event);
    }
    if (!parsed.success) return onReject?.('schema', event);
    onMessage(parsed.output);
  };
  target.addEventListener('message', listener);

  return {
    origin,
    send(message) {
      if (disposed) return;
      iframe.contentWindow?.postMessage(message, origin);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      target.removeEventListener('message', listener);
    },
  };
}
