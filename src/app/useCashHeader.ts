import { cashierApi } from '@/shared/cashier/api';
import { useT } from '@/shared/i18n/useT';
import type { FeatureGate } from '@/shared/navigation/manifest';
import { selectHeaderTitle } from '@/shared/navigation/stepTitle';
import { useAppSelector } from './hooks';
import { cashGates, type CashRoute } from './routeTable';

const selectCashData = cashierApi.endpoints.getCashData.select();

/**
 * The overlay's header title for the route shown, and the gate that takes the cash area over, if any
 * (docs/architecture.md, "Gates": the first gate whose `applies` holds for the app cash data already in the store; its
 * title then replaces the route's or step's).
 */
export function useCashHeader(shown: CashRoute): { title: string; gate: FeatureGate | undefined } {
  const t = useT();
  const routeTitle = t(useAppSelector((state) => selectHeaderTitle(state, shown.id, shown.title)));
  const cashData = useAppSelector(selectCashData).data;
  const gate = cashData ? cashGates.find((candidate) => candidate.applies(cashData)) : undefined;
  return { title: gate ? t(gate.title) : routeTitle, gate };
}
