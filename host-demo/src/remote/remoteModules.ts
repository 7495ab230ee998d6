import type { ComponentType } from 'react';
import type { CashierAppProps } from '../../../contracts/host/props';
import type { CashierEventBus } from '../../../contracts/host/events';

/** What the shell takes from the remote. */
export interface CashierModules {
  CashierApp: ComponentType<CashierAppProps>;
  events: CashierEventBus;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Function components, classes, and the objects React.memo / forwardRef / lazy return. */
const isComponentLike = (value: unknown): boolean =>
  typeof value === 'function' || (isRecord(value) && typeof value.$$typeof === 'symbol');

/**
 * `cashier/CashierApp` exposes the component as the default export (a named `CashierApp` export is
 * accepted too). A remote of the wrong shape must end in the fallback, not in a React crash.
 */
export function pickCashierApp(module: unknown): ComponentType<CashierAppProps> {
  const candidates = isRecord(module) ? [module.default, module.CashierApp] : [];
  const found = candidates.find(isComponentLike);
  if (!found) throw new TypeError('cashier/CashierApp does not export a React component');
  // The contract types the component's props; at runtime we can only check that it is a component.
  return found as ComponentType<CashierAppProps>;
}

const isEventBus = (value: unknown): value is CashierEventBus =>
  isRecord(value) && ['on', 'once', 'off', 'emit', 'onAny'].every((name) => typeof value[name] === 'function');

/** `cashier/events` exposes the bus as the default export, as `events`, or as the module itself. */
export function pickEventBus(module: unknown): CashierEventBus {
  const candidates = isRecord(module) ? [module.default, module.events, module] : [];
  const found = candidates.find(isEventBus);
  if (!found) throw new TypeError('cashier/events does not export an event bus');
  return found;
}
