import {
  CASHIER_EVENT_BUS_KEY,
  type CashierAnyEventHandler,
  type CashierEventBus,
  type CashierEventHandler,
  type CashierEventMap,
  type CashierEventType,
} from '@contracts/host/events';

type AnyHandler = (payload: never) => void;

function createEventBus(): CashierEventBus {
  const handlers = new Map<CashierEventType, Set<AnyHandler>>();
  const anyHandlers = new Set<CashierAnyEventHandler>();
  // `once` wraps the handler; this map lets `off(type, original)` find the wrapper.
  const onceWrappers = new WeakMap<AnyHandler, AnyHandler>();
  // The present open state, for hosts that subscribe after the cashier opened (contracts/host/events.ts).
  let open = false;

  const setFor = (type: CashierEventType) => {
    let set = handlers.get(type);
    if (!set) {
      set = new Set();
      handlers.set(type, set);
    }
    return set;
  };

  const bus: CashierEventBus = {
    on(type, handler) {
      setFor(type).add(handler as AnyHandler);
      return () => bus.off(type, handler);
    },
    once(type, handler) {
      const wrapper: CashierEventHandler<typeof type> = (payload) => {
        bus.off(type, handler);
        handler(payload);
      };
      onceWrappers.set(handler as AnyHandler, wrapper as AnyHandler);
      setFor(type).add(wrapper as AnyHandler);
      return () => bus.off(type, handler);
    },
    off(type, handler) {
      const set = handlers.get(type);
      if (!set) return;
      const wrapper = onceWrappers.get(handler as AnyHandler);
      if (wrapper) {
        set.delete(wrapper);
        onceWrappers.delete(handler as AnyHandler);
      }
      set.delete(handler as AnyHandler);
      if (set.size === 0) handlers.delete(type);
    },
    emit<K extends CashierEventType>(type: K, payload: CashierEventMap[K]) {
      if (type === 'CASH_IS_OPEN') open = (payload as CashierEventMap['CASH_IS_OPEN']).isOpen;
      // Copy first: a handler may unsubscribe itself (once) while we iterate.
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          (handler as CashierEventHandler<K>)(payload);
        } catch (error) {
          console.error(`[cashier] a "${type}" event handler threw`, error);
        }
      }
      for (const handler of [...anyHandlers]) {
        try {
          handler(type, payload);
        } catch (error) {
          console.error('[cashier] an onAny event handler threw', error);
        }
      }
    },
    onAny(handler) {
      anyHandlers.add(handler);
      return () => {
        anyHandlers.delete(handler);
      };
    },
    listenerCount(type) {
      if (type) return handlers.get(type)?.size ?? 0;
      let count = anyHandlers.size;
      for (const set of handlers.values()) count += set.size;
      return count;
    },
    isOpen: () => open,
  };
  return bus;
}

type BusHolder = { [key: symbol]: CashierEventBus | undefined };

/**
 * The page's one bus. Kept on globalThis under a `Symbol.for` key so that two copies of this module
 * (two remotes versions, or the host bundling its own copy) still share it.
 */
export function getEventBus(): CashierEventBus {
  const holder = globalThis as unknown as BusHolder;
  const key = Symbol.for(CASHIER_EVENT_BUS_KEY);
  let bus = holder[key];
  if (!bus) {
    bus = createEventBus();
    holder[key] = bus;
  }
  return bus;
}

/** For tests that need a bus of their own; production code uses getEventBus(). */
export const createIsolatedEventBus = createEventBus;
