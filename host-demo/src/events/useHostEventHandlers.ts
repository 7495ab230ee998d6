import { useEffect, useRef } from 'react';
import type { CashierEventBus, CashierEventMap } from '../../../contracts/host/events';

/** The cashier events the shell acts on (the event log shows all of them). */
export type HostEventHandlers = {
  [
    K in
      | 'balance-changed'
      | 'leave-cash'
      | 'logout'
      | 're-init-data'
      | 'open-auth-modal'
      | 'open-support-chat'
      | 'check-terms'
  ]: (payload: CashierEventMap[K]) => void;
};

/**
 * Subscribes the shell's handlers for as long as the bus is there. Handlers are read through a ref so
 * that re-rendering the shell does not unsubscribe and resubscribe on every change.
 */
export function useHostEventHandlers(bus: CashierEventBus | null, handlers: HostEventHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!bus) return undefined;
    const unsubscribes = [
      bus.on('balance-changed', (payload) => latest.current['balance-changed'](payload)),
      bus.on('leave-cash', (payload) => latest.current['leave-cash'](payload)),
      bus.on('logout', (payload) => latest.current.logout(payload)),
      bus.on('re-init-data', (payload) => latest.current['re-init-data'](payload)),
      bus.on('open-auth-modal', (payload) => latest.current['open-auth-modal'](payload)),
      bus.on('open-support-chat', (payload) => latest.current['open-support-chat'](payload)),
      bus.on('check-terms', (payload) => latest.current['check-terms'](payload)),
    ];
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [bus]);
}
