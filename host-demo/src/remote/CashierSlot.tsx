import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { CashierAppProps } from '../../../contracts/host/props';
import { Muted } from '../ui/controls';
import { tokens } from '../ui/tokens';
import { CashierFallback } from './CashierFallback';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { UseCashierRemote } from './useCashierRemote';

interface Props extends UseCashierRemote {
  appProps: CashierAppProps;
  /** Path under which the cashier lives (it shows its overlay only there). */
  basename: string;
}

/**
 * The note a cash path shows while the remote loads: a one-line toast fixed at the bottom of the viewport (clear of
 * the header's player details at any width), so its coming and going moves nothing
 * (a note in the flow pushed the lobby down and back: a layout shift of ~0.08 in the bench's cold open,
 * test/bench/README.md). A host should do the same with its own loading state.
 */
const LoadingNote = styled(Muted)`
  position: fixed;
  bottom: 1rem;
  left: 50%;
  white-space: nowrap;
  transform: translateX(-50%);
  z-index: 1;
  margin: 0;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  background: ${tokens.surfaceRaised};
  border: 1px solid ${tokens.border};
`;

/**
 * Where the remote lives in the page: the one `<CashierApp>` of the shell once it has loaded, the
 * inline fallback when it has not, and a loading note while a cash path waits for it.
 */
export function CashierSlot({ remote, retry, reportRenderError, appProps, basename }: Props) {
  const { pathname } = useLocation();
  const onCashPath = pathname === basename || pathname.startsWith(`${basename}/`);
  const loadingNote = onCashPath ? <LoadingNote role="status">Loading the cashier…</LoadingNote> : null;

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
