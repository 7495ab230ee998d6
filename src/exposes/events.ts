/**
 * `cashier/events`: the page's one typed event bus (contracts/events.ts).
 * Import the functions, or the default export, from any copy of the remote: they all share one bus.
 */
import { getEventBus } from '@/shared/events/bus';

export type {
  CashierEventBus,
  CashierEventMap,
  CashierEventType,
  CashierEventHandler,
  CashierAnyEventHandler,
  TermsRequirement,
} from '../../contracts/host/events';

const bus = getEventBus();

export const on = bus.on;
export const once = bus.once;
export const off = bus.off;
export const emit = bus.emit;
export const onAny = bus.onAny;
export const listenerCount = bus.listenerCount;
export const isOpen = bus.isOpen;
export default bus;
