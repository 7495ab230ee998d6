import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { useCashierContext } from './CashierContext';
import { isCashLocation } from './routeTable';

/**
 * The shell's own boundary (screens have one each). If the overlay itself fails, the recoverable screen
 * renders in the cashier's root under <body>, not inside the host's layout; leaving or re-entering the cash
 * area resets it.
 */
export function RootBoundary({ children }: { children: ReactNode }) {
  const { portalRoot, basename } = useCashierContext();
  const location = useLocation();
  const navigate = useNavigate();
  const isCash = isCashLocation(location.pathname, basename);
  return createPortal(
    <ErrorBoundary name="root" resetKeys={[isCash]} onClose={isCash ? () => navigate('/') : undefined}>
      {children}
    </ErrorBoundary>,
    portalRoot,
  );
}
