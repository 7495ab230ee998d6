/**
 * `cashier/CashierApp`: render it once inside your app (inside your BrowserRouter if you have one, outside
 * any <Route>); it shows the cash overlay whenever the URL is under `basename` and nothing otherwise.
 */
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
  return (
    <SafetyBoundary>
      <CashierRoot props={props} />
    </SafetyBoundary>
  );
}

export default CashierApp;
