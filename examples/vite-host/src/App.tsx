import { Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import type { CashierEventBus, CashierEventType } from '@cashier/host-contracts';
import { CashierApp, CashierBoundary, cashierEvents } from './cashier';

const appended = (types: CashierEventType[], type: CashierEventType) => [...types, type];

/** Edit and save this file under `npm run example:vite` with the cashier open: it stays open, its form keeps its input. */
export function App() {
  const [bus, setBus] = useState<CashierEventBus | null>(null);
  const [cashOpen, setCashOpen] = useState(false);
  const [events, addEvent] = useReducer(appended, []);
  const signIn = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    let subscriptions: Array<() => void> = [];
    let current = true;
    void cashierEvents.then((loaded) => {
      if (!loaded || !current) return;
      setBus(loaded);
      setCashOpen(loaded.isOpen()); // subscribed late (a deep link opened the cashier first): the present state
      subscriptions = [
        loaded.onAny(addEvent),
        loaded.on('CASH_IS_OPEN', ({ isOpen }) => setCashOpen(isOpen)),
        loaded.on('open-auth-modal', () => signIn.current?.showModal()), // top layer: above the overlay
      ];
    });
    return () => {
      current = false;
      subscriptions.forEach((unsubscribe) => unsubscribe());
    };
  }, []);

  // A <form method="dialog"> closes its dialog on submit.
  const signInAsVerified = async () => {
    await fetch('/__sandbox/login', { method: 'POST', body: JSON.stringify({ playerId: 'verified' }) });
    bus?.emit('re-init-data', { reason: 'signed-in' }); // the cashier refetches with the new session
  };

  return (
    <>
      <nav>
        <Link to="/">Lobby</Link> <Link to="/cash/deposit/">Cashier</Link>{' '}
        <output aria-label="Cashier state">{cashOpen ? 'cashier open' : 'cashier closed'}</output>
      </nav>
      <main>
        <Routes>
          <Route path="/" element={<h1>Lobby</h1>} />
          <Route path="/games/:id/" element={<h1>Game</h1>} />
          <Route path="*" element={null} />
        </Routes>
      </main>
      <aside>
        <ol aria-label="Cashier events">
          {events.map((type, index) => (
            <li key={index}>{type}</li>
          ))}
        </ol>
      </aside>
      {/* Once, inside the router, outside any <Route>: it renders only while the URL is under /cash/. */}
      <CashierBoundary fallback={<p role="status">The cashier is unavailable right now.</p>}>
        <Suspense fallback={null}>
          <CashierApp apiBaseUrl={import.meta.env.VITE_CASHIER_API_BASE_URL || undefined} />
        </Suspense>
      </CashierBoundary>
      <dialog ref={signIn} aria-label="Sign in">
        <form method="dialog" onSubmit={signInAsVerified}>
          <button>Sign in</button>
        </form>
      </dialog>
    </>
  );
}
