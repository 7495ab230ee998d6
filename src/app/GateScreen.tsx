import { lazyPart, lazyPartById } from '@/shared/lazy/lazyPart';
import type { FeatureGate, GateScreenProps } from '@/shared/navigation/manifest';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { Loading } from './Loading';

// One lazy part per gate (docs/architecture.md, "Lazy parts"): a failed load is asked again when Try again remounts it.
const gatePart = lazyPartById((gate: FeatureGate) =>
  lazyPart<GateScreenProps>(() => gate.screen().then((module) => module.default), <Loading shape="result" />),
);

/** A gate's screen in place of the cash routes (docs/architecture.md, "Gates"), behind its own error boundary. */
export function GateScreen({ gate, ...props }: GateScreenProps & { gate: FeatureGate }) {
  const { Part } = gatePart(gate);
  return (
    <ErrorBoundary resetKeys={[gate.id]} onClose={props.onClose}>
      <Part key={gate.id} {...props} />
    </ErrorBoundary>
  );
}
