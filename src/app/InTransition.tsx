import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * Renders nothing in the update that mounts it (the host's), then its children in a transition (docs/architecture.md,
 * "The first render in a transition"). React renders a transition in slices of about 5 ms and gives the page its turn
 * between them, so the cashier's first render (its providers, store, router and first screen: 80–180 ms of script
 * at the bench's 4× CPU) is no longer one long task in the host's update. What it shows must stand still while it
 * renders: CashierRoot gives react-redux a held view of the store (`heldStoreView`).
 */
export function InTransition({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
