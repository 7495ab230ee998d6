import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CASHIER_BOOT_KEY, DEFAULT_REQUEST_TIMEOUT_MS, type CashierBootHint } from '@contracts/host/props';
import { markCashierStarted } from '@contracts/host/firstScreen';
import { adoptHostEarly, startRuntimeEarly } from '@/shared/api/runtimeEarly';
import { runChunksInTasks } from './chunkTasks';
import { firstScreenGets } from './firstScreenGets';

/** The host's first-screen hint, if it set one (contracts/host/props.ts, CashierBootHint). */
function bootHint(): CashierBootHint | undefined {
  const hint: unknown = (globalThis as Record<symbol, unknown>)[Symbol.for(CASHIER_BOOT_KEY)];
  return typeof hint === 'object' && hint !== null ? (hint as CashierBootHint) : undefined;
}

/**
 * A Module Federation runtime plugin bundled into remoteEntry.js (webpack.config.ts, `runtimePlugins`): when the
 * container starts, on a page whose host set the first-screen hint and whose location is a cash route, it starts
 * that route's first-screen GETs (firstScreenGets.ts), so they travel with the cashier's code instead of after it
 * (docs/architecture.md, "Opening fast"). The cashier's queries take the answers (runtimeEarly.ts). Anything
 * unexpected here only costs the head start: the shell sends what was not started.
 */
export default function firstScreenPlugin(): ModuleFederationRuntimePlugin {
  runChunksInTasks();
  try {
    // What the host's runtime plugin started when the manifest arrived (contracts/host/firstScreen.ts) is taken first,
    // so only what it did not start is sent now; and it starts nothing more (it may still be starting its calls, one
    // task each, when a cached remoteEntry.js runs).
    markCashierStarted();
    adoptHostEarly();
    const hint = bootHint();
    if (hint && typeof location !== 'undefined') {
      const asked = hint.requestTimeoutMs;
      const timeout =
        typeof asked === 'number' && Number.isInteger(asked) && asked >= 0 ? asked : DEFAULT_REQUEST_TIMEOUT_MS;
      startRuntimeEarly(firstScreenGets(location.pathname, hint, location.origin), timeout);
    }
  } catch {
    // A hint that is not what the contract says: nothing started, the cashier sends its calls as usual.
  }
  return { name: 'cashier-first-screen' };
}
