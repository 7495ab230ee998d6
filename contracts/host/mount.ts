import type { CashierAppProps } from './props';

/** What `mount` returns: the host's handle on one mounted cashier. */
export interface CashierMountHandle {
  /** Merge new props into the mounted cashier (e.g. a locale change). */
  update(props: Partial<CashierAppProps>): void;
  /** Navigate the cashier's router: `navigate('/cash/deposit/')` opens it, `navigate('/')` closes it. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Unmount and remove every DOM node, listener, timer and style tag the cashier added. */
  unmount(): void;
}

/** `cashier/mount`: for hosts that are not React. Reads the page location on mount (deep links). */
export type CashierMount = (element: HTMLElement, props?: CashierAppProps) => CashierMountHandle;
