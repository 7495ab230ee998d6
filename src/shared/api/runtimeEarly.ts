import { EARLY_KEEP_MS, earlyAnswers } from '@contracts/host/firstScreen';
import { getEventBus } from '@/shared/events/bus';
import { sentOf, send, type Sent } from './send';

/**
 * How long an early answer waits for its query once it has arrived (ms), here, in the host's runtime plugin and in a
 * cashier's own early requests (baseQuery.ts); later queries send their own.
 */
export { EARLY_KEEP_MS };

/** The GETs remoteEntry.js started (full URL → the answer on its way), not yet taken by a cashier. */
const started = new Map<string, Promise<Sent>>();
let stopListening: (() => void) | undefined;

function forget(url: string, sent: Promise<Sent>): void {
  if (started.get(url) === sent) started.delete(url);
  if (started.size === 0) {
    stopListening?.();
    stopListening = undefined;
  }
}

/**
 * Starts the first screen's GETs from remoteEntry.js, before any of the cashier's code has arrived
 * (src/runtime/firstScreenPlugin.ts; docs/architecture.md, "Opening fast"). Each is sent with credentials like every
 * call and held here for the first query that asks for its URL (`takeRuntimeEarly`); nothing is checked here: the
 * query that takes an answer checks it against its contract and handles a 401 as usual. An answer nobody takes within
 * EARLY_KEEP_MS of its arrival is dropped, and so is every answer when the host signs the player out or
 * re-inits the data (the page's event bus), so none outlives its player.
 */
export function startRuntimeEarly(urls: readonly string[], timeoutMs: number): void {
  for (const url of urls) {
    if (started.has(url)) continue;
    keep(url, send(url, 'GET', undefined, new AbortController().signal, timeoutMs), 0);
  }
  listenForPlayerChanges();
}

/**
 * Takes over the answers the host's runtime plugin started when the manifest arrived (contracts/host/firstScreen.ts),
 * before remoteEntry.js starts what is left: from here on they are held, handed over and dropped like the ones
 * remoteEntry.js starts. They leave the page's shared holder, so only this cashier can take them.
 */
export function adoptHostEarly(): void {
  const answers = earlyAnswers();
  for (const [url, early] of answers) {
    if (!started.has(url)) keep(url, sentOf(early.answer), early.arrivedAt);
  }
  answers.clear();
  listenForPlayerChanges();
}

/** Holds `sent` for `url` until EARLY_KEEP_MS after its arrival (`arrivedAt`, ms since the epoch; 0 = not yet). */
function keep(url: string, sent: Promise<Sent>, arrivedAt: number): void {
  started.set(url, sent);
  void sent.then(() => {
    const waited = arrivedAt > 0 ? Date.now() - arrivedAt : 0;
    setTimeout(() => forget(url, sent), Math.max(0, EARLY_KEEP_MS - waited));
  });
}

function listenForPlayerChanges(): void {
  if (started.size > 0 && !stopListening) {
    const bus = getEventBus();
    const stops = [bus.on('logout', dropRuntimeEarly), bus.on('re-init-data', dropRuntimeEarly)];
    stopListening = () => stops.forEach((stop) => stop());
  }
}

/**
 * The answer remoteEntry.js started for `url`, left here: an entry's `sendEarly` shares it, during a render that
 * React may throw away (an interrupted or suspended first mount makes a new store: its `sendEarly` must find the
 * answer still here, not send again). A query takes it (`takeRuntimeEarly`).
 */
export function peekRuntimeEarly(url: string): Promise<Sent> | undefined {
  return started.get(url);
}

/** The answer remoteEntry.js started for `url`, handed over once, to a query (the next caller gets nothing). */
export function takeRuntimeEarly(url: string): Promise<Sent> | undefined {
  const sent = started.get(url);
  if (sent) forget(url, sent);
  return sent;
}

/** Drops every answer not yet taken (a player reset in any cashier of the page, the host's logout or re-init). */
export function dropRuntimeEarly(): void {
  started.clear();
  earlyAnswers().clear();
  stopListening?.();
  stopListening = undefined;
}
