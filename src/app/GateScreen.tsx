import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useT } from '@/shared/i18n/useT';
import type { FeatureGate, GateScreenProps } from '@/shared/navigation/manifest';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { Spinner } from '@/shared/ui/Spinner';

// One lazy component per gate and attempt (a rejected lazy import is cached forever: "Try again" needs a fresh one).
const lazyCache = new Map<string, LazyExoticComponent<ComponentType<GateScreenProps>>>();

function lazyGate(gate: FeatureGate, attempt: number): LazyExoticComponent<ComponentType<GateScreenProps>> {
  const key = `${gate.id}:${attempt}`;
  let screen = lazyCache.get(key);
  if (!screen) {
    screen = lazy(gate.screen);
    lazyCache.set(key, screen);
  }
  return screen;
}

/** A gate's screen in place of the cash routes (docs/architecture.md, "Gates"), behind its own error boundary. */
export function GateScreen({ gate, ...props }: GateScreenProps & { gate: FeatureGate }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyGate(gate, attempt);
  return (
    <ErrorBoundary resetKeys={[gate.id, attempt]} onRetry={() => setAttempt((n) => n + 1)} onClose={props.onClose}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Screen {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
