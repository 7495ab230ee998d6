/**
 * `cashier/CashierApp`: render it once inside your app (inside your BrowserRouter if you have one, outside
 * any <Route>); it shows the cash overlay whenever the URL is under `basename` and nothing otherwise.
 */
// First import: it reads which react-router the page runs before the cashier's own copy can load.
import { hostCompatible } from '@/app/hostCompatibility';
import type { CashierAppProps } from '../../contracts/host/props';
import { CashierRoot } from '@/app/CashierRoot';
import { SafetyBoundary } from '@/app/SafetyBoundary';

export type {
  CashierAppProps,
  CashierColorScheme,
  CashierColors,
  CashierScaleTokens,
  CashierTheme,
  CashierThemeOverrides,
  CashierViewOption,
} from '../../contracts/host/props';

export function CashierApp(props: CashierAppProps) {
  if (!hostCompatible()) return null;
  return (
    <SafetyBoundary>
      <CashierRoot props={props} />
    </SafetyBoundary>
  );
}

export default CashierApp;
