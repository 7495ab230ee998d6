import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CASHIER_BOOT_KEY, DEFAULT_BASENAME, type CashierBootHint } from '../../contracts/host/props';
import { readCspNonce } from './config/cspNonce';
import { loadHostConfig } from './config/hostConfig';
import { setCashierState } from './remote/cashierState';
import { applyPretendApplePay } from './sandbox/pretendApplePay';
import { App } from './shell/App';

async function start(): Promise<void> {
  setCashierState('loading');
  // Before the cashier can look for ApplePaySession (the sandbox panel's "Pretend Apple Pay support").
  if (applyPretendApplePay(window)) console.info('[host-demo] pretend Apple Pay support is on (sandbox panel)');
  const config = { ...(await loadHostConfig(window.location.origin)), nonce: readCspNonce() };
  // The first-screen hint (README, "Opening fast"): the props the cashier will get, before its remoteEntry.js runs,
  // so a reload on a cash route starts the first screen's calls with the cashier's code.
  const hint: CashierBootHint = {
    apiBaseUrl: config.apiBaseUrl,
    basename: DEFAULT_BASENAME,
    locale: config.locale,
    requestTimeoutMs: config.requestTimeoutMs,
  };
  (globalThis as Record<symbol, unknown>)[Symbol.for(CASHIER_BOOT_KEY)] = hint;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App config={config} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
