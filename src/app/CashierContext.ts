import { createContext, useContext } from 'react';
import type { ApiExtra } from '@/shared/api/baseQuery';
import type { ResolvedProps } from './resolveProps';

/** What the shell knows about where it is mounted: resolved props and its own DOM root in the page. */
export interface CashierContextValue extends ResolvedProps {
  /** The element inside the cashier's shadow root (cashierDom.ts) that the overlay, popups and notifications render into. */
  portalRoot: HTMLElement;
  /**
   * This cashier's store's extra argument (its config and its own early requests, ADR 0002): the entry's early GETs
   * start with it while rendering, without a dispatch (docs/architecture.md, "Opening fast").
   */
  apiExtra: ApiExtra;
}

export const CashierContext = createContext<CashierContextValue | null>(null);

export function useCashierContext(): CashierContextValue {
  const value = useContext(CashierContext);
  if (!value) throw new Error('useCashierContext must be used inside CashierRoot');
  return value;
}
