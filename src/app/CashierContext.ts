import { createContext, useContext } from 'react';
import type { ResolvedProps } from './resolveProps';

/** What the shell knows about where it is mounted: resolved props and its own DOM root in the page. */
export interface CashierContextValue extends ResolvedProps {
  /** The cashier's own element under `<body>`: overlay, popups and style tags live inside it. */
  portalRoot: HTMLElement;
}

export const CashierContext = createContext<CashierContextValue | null>(null);

export function useCashierContext(): CashierContextValue {
  const value = useContext(CashierContext);
  if (!value) throw new Error('useCashierContext must be used inside CashierRoot');
  return value;
}
