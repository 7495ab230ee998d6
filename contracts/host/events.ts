/**
 * The cashier event bus contract (public, semver). Payloads are plain, serialisable data.
 * Host shells listen with `on(type, handler)`; the remote emits. Adding an event is minor,
 * changing or removing one is a major version.
 */

/** One entry of the terms the player still has to accept (from `GET /rest/app/init/`). */
export interface TermsRequirement {
  /** Stable id of the document, e.g. `terms-of-use`. */
  id: string;
  /** Human-readable name, shown by the host's terms dialog. */
  name: string;
  /** Version the player must accept. */
  version: string;
  /** Where the document can be read. */
  url: string;
}

export interface CashierEventMap {
  /** The player entered the cash area (path is the cash path that opened it). */
  'open-cash': { path: string };
  /** The player left the cash area. */
  'leave-cash': { path: string };
  /**
   * Emitted on every open and close of the cash overlay. A host that subscribes after the cashier opened (a
   * deep link renders the cashier before the host's own code has listened) missed it: ask `isOpen()`.
   */
  CASH_IS_OPEN: { isOpen: boolean };
  /**
   * Player data changed on the server (e.g. account switch, or the player signed in again): whoever holds player
   * data reloads it. Both directions: the cashier emits it (the host reloads its own data) and listens to it (it
   * drops its cached server data and refetches what is on screen), so a host emits it after a new sign-in.
   */
  're-init-data': { reason: string };
  /** The session changed (e.g. switched to the real account): the host should reconnect its websocket. */
  'websocket-reconnect': { reason: string };
  /** The player must accept terms before using the cash area; the cashier has navigated to `/`. */
  'check-terms': { termsRequirement: TermsRequirement[] };
  /** The session ended (401) or the player chose to log out. */
  logout: { reason: 'unauthorized' | 'player' };
  /** The host should show its sign-in modal. */
  'open-auth-modal': { reason: 'unauthorized' | 'player' };
  /** The host should open its support chat. */
  'open-support-chat': { source: string };
  /** The player's balance changed on the server (after a deposit, redemption or conversion). */
  'balance-changed': { balance: number; currency: string };
}

export type CashierEventType = keyof CashierEventMap;

/**
 * The attribute a host puts on its own UI (the element or an ancestor) that must take focus while the cashier is
 * open, e.g. `<div data-cashier-host-focus>` around a chat widget or a consent dialog: the cashier's focus trap
 * does not pull focus back from it, and Tab there is the host's. UI the cashier asks for itself (after
 * `open-support-chat` or `open-auth-modal`) needs no mark: the trap yields to any host element until focus comes
 * back into the cashier.
 */
export type CashierHostFocusAttribute = 'data-cashier-host-focus';

export type CashierEventHandler<K extends CashierEventType> = (payload: CashierEventMap[K]) => void;

export type CashierAnyEventHandler = <K extends CashierEventType>(type: K, payload: CashierEventMap[K]) => void;

/** `cashier/events`: one bus per page, however many copies of the module load. */
export interface CashierEventBus {
  /** Subscribe; returns the unsubscribe function. */
  on<K extends CashierEventType>(type: K, handler: CashierEventHandler<K>): () => void;
  /** Subscribe for the next event of this type only; returns the unsubscribe function. */
  once<K extends CashierEventType>(type: K, handler: CashierEventHandler<K>): () => void;
  /** Remove a handler added with `on` or `once`. */
  off<K extends CashierEventType>(type: K, handler: CashierEventHandler<K>): void;
  /** Deliver an event to every handler; a throwing handler is logged and does not stop the others. */
  emit<K extends CashierEventType>(type: K, payload: CashierEventMap[K]): void;
  /** Subscribe to every event (event logs, analytics); returns the unsubscribe function. */
  onAny(handler: CashierAnyEventHandler): () => void;
  /** Number of handlers, for one type or in all (leak checks). */
  listenerCount(type?: CashierEventType): number;
  /**
   * Whether the cash overlay is open now: the payload of the last `CASH_IS_OPEN` (false before the first).
   * Events are not replayed, so a late subscriber reads the present state here, then listens:
   * `render(bus.isOpen()); bus.on('CASH_IS_OPEN', ({ isOpen }) => render(isOpen))`.
   */
  isOpen(): boolean;
}

/** The global key under which the one bus of the page lives. */
export const CASHIER_EVENT_BUS_KEY = 'cashier.events.v1';
