/**
 * The fair baseline's exposed component: the bench dialog around one lazily loaded screen (its own chunk, fetched
 * when the dialog first renders, behind a loading status as the cashier's route chunks are).
 */
import { lazy, Suspense } from 'react';
import { BenchDialog } from '../../BenchDialog';

const PackagesScreen = lazy(() => import('./PackagesScreen'));

interface Props {
  basename?: string;
  apiBaseUrl?: string;
}

export function CashierApp({ basename, apiBaseUrl = location.origin }: Props) {
  return (
    <BenchDialog basename={basename}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <PackagesScreen apiBaseUrl={apiBaseUrl} />
      </Suspense>
    </BenchDialog>
  );
}

export default CashierApp;
