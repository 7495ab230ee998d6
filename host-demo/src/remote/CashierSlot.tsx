import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import type { CashierAppProps } from '../../../contracts/host/props';
import { Muted } from '../ui/controls';
import { CashierFallback } from './CashierFallback';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { UseCashierRemote } from './useCashierRemote';

interface Props extends UseCashierRemote {
  appProps: CashierAppProps;
  /** Path under which the cashier lives (it shows its overlay only there). */
  basename: string;
}

/**
 * Where the remote lives in the page: the one `<CashierApp>` of the shell once it has loaded, the
 * inline fallback when it has not, and a loading note while a cash path waits for it.
 */
export function CashierSlot({ remote, retry, reportRenderError, appProps, basename }: Props) {
  const { pathname } = useLocation();
  const onCashPath = pathname === basename || pathname.startsWith(`${basename}/`);
  const loadingNote = onCashPath ? <Muted role="status">Loading the cashier…</Muted> : null;

  switch (remote.status) {
    case 'failed':
      return <CashierFallback retrying={false} onRetry={retry} needsReload={remote.renderCrashes >= 2} />;
    case 'loading':
      // After a failure the fallback stays up (busy) so the page does not flicker while retrying.
      return remote.attempt > 0 ? <CashierFallback retrying onRetry={retry} /> : loadingNote;
    case 'ready': {
      const { CashierApp } = remote.modules;
      return (
        // A new attempt remounts the boundary, clearing an earlier render failure.
        <RemoteErrorBoundary key={remote.attempt} onError={reportRenderError}>
          <Suspense fallback={loadingNote}>
            <CashierApp {...appProps} />
          </Suspense>
        </RemoteErrorBoundary>
      );
    }
  }
}
