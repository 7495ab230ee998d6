/**
 * The trivial remote's one component: the bench dialog, marked ready (the cashier's performance mark) as soon
 * as it is rendered, so the benchmark waits for the same signal in every remote.
 */
import { useReadyMark } from '@/shared/perf/readyMark';
import { BenchDialog } from '../../BenchDialog';

function Ready() {
  useReadyMark('deposit', true);
  return null;
}

export function CashierApp({ basename }: { basename?: string }) {
  return (
    <BenchDialog basename={basename}>
      <Ready />
    </BenchDialog>
  );
}

export default CashierApp;
