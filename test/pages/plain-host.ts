/**
 * A host with no React of its own: it loads `cashier/mount` and `cashier/events` from the remote's manifest
 * with the Module Federation runtime and drives the cashier through the mount handle. The browser suite
 * serves it (bundled with esbuild) on an origin of its own; `?manifest=` says where the remote is.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import type { CashierEventBus } from '../../contracts/host/events';
import type { CashierMount, CashierMountHandle } from '../../contracts/host/mount';

const params = new URLSearchParams(location.search);
const manifest = params.get('manifest') ?? 'http://localhost:3001/mf-manifest.json';
const apiBaseUrl = params.get('api') ?? undefined;

const federation = createInstance({ name: 'plain_host', remotes: [{ name: 'cashier', entry: manifest }] });

const status = document.getElementById('status') as HTMLElement;
const list = document.getElementById('events') as HTMLElement;
const target = document.getElementById('cashier') as HTMLElement;
let handle: CashierMountHandle | null = null;

async function load() {
  const [mountModule, events] = await Promise.all([
    federation.loadRemote<{ mount: CashierMount }>('cashier/mount'),
    federation.loadRemote<{ default: CashierEventBus }>('cashier/events'),
  ]);
  if (!mountModule || !events) throw new Error('remote modules missing');
  events.default.onAny((type, payload) => {
    const item = document.createElement('li');
    item.dataset.eventType = type;
    item.textContent = `${type} ${JSON.stringify(payload)}`;
    list.append(item);
  });
  return mountModule.mount;
}

const ready = load().then(
  (mount) => {
    status.textContent = 'ready';
    document.documentElement.dataset.cashierState = 'ready';
    return mount;
  },
  (error: unknown) => {
    status.textContent = `failed: ${String(error)}`;
    document.documentElement.dataset.cashierState = 'failed';
    throw error;
  },
);

document.getElementById('mount')?.addEventListener('click', async () => {
  const mount = await ready;
  handle ??= mount(target, { apiBaseUrl });
  status.textContent = 'mounted';
});
document.getElementById('open')?.addEventListener('click', () => handle?.navigate('/cash/deposit/'));
document.getElementById('close')?.addEventListener('click', () => handle?.navigate('/test/pages/plain-host.html'));
document.getElementById('unmount')?.addEventListener('click', () => {
  handle?.unmount();
  handle = null;
  status.textContent = 'unmounted';
});
