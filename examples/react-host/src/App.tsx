import { Component, lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { CashierAppProps, CashierEventBus, CashierEventType } from '@cashier/host-contracts';
import { cashierFirstScreen, dropEarlyAnswers } from '@cashier/host-contracts/first-screen';

// #region remote
// A page opened on /cash/… starts its first screen's calls and code as soon as the manifest arrives (README,
// "Opening fast"). The manifest URL is runtime configuration (a release or a rollback is a config change, not a host
// build).
registerPlugins([cashierFirstScreen()]);
registerRemotes([{ name: 'cashier', entry: CASHIER_MANIFEST_URL }]);

const CashierApp = lazy(async () => {
  const module = await loadRemote<{ default: ComponentType<CashierAppProps> }>('cashier/CashierApp');
  if (!module) throw new Error('cashier/CashierApp did not load');
  return module;
});

/** A cashier outage (CDN down, a failed chunk) must not blank the host page: show a notice instead. */
class CashierBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="status">The cashier is unavailable right now.</p> : this.props.children;
  }
}

/** The event bus, loaded without blocking anything: the page works whether or not it ever arrives. */
function useCashierEvents(): CashierEventBus | null {
  const [bus, setBus] = useState<CashierEventBus | null>(null);
  useEffect(() => {
    loadRemote<{ default: CashierEventBus }>('cashier/events').then(
      (module) => setBus(module?.default ?? null),
      (error: unknown) => console.warn('[host] cashier events unavailable', error),
    );
  }, []);
  return bus;
}
// #endregion remote

// #region events
export function App() {
  const bus = useCashierEvents();
  const [log, setLog] = useState<CashierEventType[]>([]);
  const [cashOpen, setCashOpen] = useState(false);
  const [balance, setBalance] = useState<string>('');
  const signIn = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!bus) return;
    // Subscribed late (a deep link opens the cashier before this runs): read the present state first.
    setCashOpen(bus.isOpen());
    const stops = [
      bus.onAny((type) => setLog((entries) => [...entries, type])),
      bus.on('CASH_IS_OPEN', ({ isOpen }) => setCashOpen(isOpen)), // e.g. pause the game underneath
      bus.on('balance-changed', ({ balance: amount, currency }) => setBalance(`${amount} ${currency}`)),
      bus.on('logout', () => setBalance('')), // drop the host's own session state
      bus.on('open-auth-modal', () => signIn.current?.showModal()), // top layer: above the overlay
      bus.on('check-terms', ({ termsRequirement }) => console.info('[host] show terms', termsRequirement)),
      bus.on('open-support-chat', ({ source }) => console.info('[host] open support chat from', source)),
      bus.on('re-init-data', ({ reason }) => console.info('[host] reload player data:', reason)),
      bus.on('websocket-reconnect', ({ reason }) => console.info('[host] reconnect websocket:', reason)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [bus]);

  const signInAgain = async () => {
    await fetch('/__sandbox/login', { method: 'POST', body: JSON.stringify({ playerId: 'verified' }) });
    signIn.current?.close();
    dropEarlyAnswers(); // a first-screen answer fetched for the session before, if the cashier has not run yet
    bus?.emit('re-init-data', { reason: 'signed-in' }); // the cashier refetches with the new session
  };

  return (
    <>
      <header>
        <Link to="/">Lobby</Link> <Link to="/cash/deposit/">Cashier</Link> <span>{balance}</span>
        <output aria-label="Cashier state">{cashOpen ? 'cashier open' : 'cashier closed'}</output>
      </header>
      <Routes>
        <Route path="/" element={<h1>Lobby</h1>} />
        <Route path="/games/:id/" element={<h1>Game</h1>} />
        <Route path="*" element={null} />
      </Routes>
      {/* Once, inside the router, outside any <Route>: it renders only while the URL is under /cash/. */}
      <CashierBoundary>
        <Suspense fallback={null}>
          <CashierApp />
        </Suspense>
      </CashierBoundary>
      <dialog ref={signIn} aria-label="Sign in">
        <button type="button" onClick={signInAgain}>
          Sign in
        </button>
      </dialog>
      <ol aria-label="Cashier events">
        {log.map((type, index) => (
          <li key={index}>{type}</li>
        ))}
      </ol>
    </>
  );
}
// #endregion events
