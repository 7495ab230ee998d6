import type { CashierBootHint } from '@cashier/host-contracts';

// The first-screen hint (README, "Opening fast"): the props App.tsx passes the cashier (none: the defaults), set
// before its remoteEntry.js runs, so a page opened on /cash/… asks for its first screen's data with the code.
const hint: CashierBootHint = {};
(globalThis as Record<symbol, unknown>)[Symbol.for('cashier.boot.v1')] = hint;

// The async boundary: the federation runtime agrees on one copy of each shared module (react, react-dom, …)
// before any of them runs. Without it: RUNTIME-006 "loadShareSync … react/jsx-runtime".
import('./bootstrap').catch((error: unknown) => console.error('[host] failed to start', error));
