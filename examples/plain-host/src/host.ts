/**
 * A host page with no framework: the cashier comes from `cashier/mount` (it brings its own React) and
 * `cashier/events`. Bundle it with any bundler; the federation runtime is the only dependency.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import type { CashierEventBus, CashierMount, CashierMountHandle } from '@cashier/host-contracts';
import { cashierFirstScreen } from '@cashier/host-contracts/first-screen';

declare const CASHIER_MANIFEST_URL: string;

// #region plain
// The first-screen hint and plugin (README, "Opening fast"): a page opened on /cash/… starts its first screen's calls
// and code as soon as the manifest arrives. The hint is `{}`: mount() below passes no props (the defaults).
(globalThis as Record<symbol, unknown>)[Symbol.for('cashier.boot.v1')] = {};
const federation = createInstance({
  name: 'plain_host',
  remotes: [{ name: 'cashier', entry: CASHIER_MANIFEST_URL }],
  plugins: [cashierFirstScreen()],
});

const state = document.getElementById('cashier-state') as HTMLOutputElement;
const log = document.getElementById('events') as HTMLOListElement;
let cashier: CashierMountHandle | null = null;

async function startCashier(): Promise<void> {
  const [mountModule, events] = await Promise.all([
    federation.loadRemote<{ mount: CashierMount }>('cashier/mount'),
    federation.loadRemote<{ default: CashierEventBus }>('cashier/events'),
  ]);
  if (!mountModule || !events) throw new Error('the cashier modules did not load');
  const bus = events.default;
  state.value = bus.isOpen() ? 'cashier open' : 'cashier closed'; // subscribed late: the present state first
  bus.on('CASH_IS_OPEN', ({ isOpen }) => (state.value = isOpen ? 'cashier open' : 'cashier closed'));
  bus.on('open-auth-modal', () => console.info('[host] show the sign-in dialog (a <dialog> with showModal())'));
  bus.onAny((type) => log.append(Object.assign(document.createElement('li'), { textContent: type })));
  // Opens by itself when the page's URL is under /cash/ (a deep link) and follows back/forward.
  cashier = mountModule.mount(document.getElementById('cashier') as HTMLElement);
}

// The page works without the cashier: a failed load only disables the button.
startCashier().catch((error: unknown) => {
  console.warn('[host] the cashier is unavailable', error);
  state.value = 'cashier unavailable';
});

document.getElementById('open-cashier')?.addEventListener('click', () => cashier?.navigate('/cash/deposit/'));
// #endregion plain
