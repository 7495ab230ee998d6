import { preloadedPart } from '@/shared/ui/preloadedPart';

/*
 * The quick deposit is an optional shortcut above the package list (docs/product/deposit.md#quick-deposit): its
 * code is its own chunk, out of what the package list needs, started by the entering prefetch (prefetch.ts) in
 * parallel with its light-cash call. The package list holds its layout until both are in, for at most
 * OTHERS_WAIT_MS after the packages (DepositScreen.tsx), so the section does not push the packages when it comes.
 */
export const quickDeposit = preloadedPart(() =>
  import(/* webpackChunkName: "deposit-quick", webpackPreload: true */ './QuickDeposit').then(
    (module) => module.QuickDeposit,
  ),
);
