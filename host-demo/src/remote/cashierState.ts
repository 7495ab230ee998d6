/** The remote's load state as tests and monitoring see it: `<html data-cashier-state="…">`. */
export type CashierState = 'loading' | 'ready' | 'failed';

export function setCashierState(state: CashierState): void {
  document.documentElement.dataset.cashierState = state;
}
