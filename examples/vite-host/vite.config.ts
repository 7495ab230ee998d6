/**
 * The Vite host example: `npx vite examples/vite-host` (or `npm run example:vite`) in development, and
 * `npx vite build examples/vite-host` then `npx vite preview examples/vite-host` for production. Like any Vite project
 * (package.json: "type": "module") it keeps its cache in node_modules/.vite and builds into dist/ of this folder.
 * The remote's remoteEntry.js is VITE_CASHIER_REMOTE_ENTRY (.env, or the environment); SANDBOX_ORIGIN is where the
 * platform API answers (here: the sandbox of `npm start`).
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// #region config
const sandboxOrigin = process.env.SANDBOX_ORIGIN ?? 'http://localhost:3000';

/** What the cashier calls on `apiBaseUrl` (default: the page's origin), proxied to the API by `vite` and `vite preview`. */
const API_PATHS = ['/rest/', '/api/rest/', '/i18n/', '/paynup/', '/payments/', '/__sandbox/'];
const proxy = Object.fromEntries(
  API_PATHS.map((prefix): [string, ProxyOptions] => [prefix, { target: sandboxOrigin, changeOrigin: true }]),
);

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'vite_host',
      remotes: {}, // registered at runtime from configuration: registerRemotes() in src/cashier.ts
      // One copy of each on the page, at or above the cashier's floors (README, "Federation config").
      shared: {
        react: singleton('^19.2.0'),
        'react/': singleton('^19.2.0'), // react/jsx-runtime
        'react-dom': singleton('^19.2.0'),
        'react-dom/': singleton('^19.2.0'), // react-dom/client
        'react-router-dom': singleton('^7.0.0'), // the cashier uses the host's router
        'styled-components': singleton('^6.4.0'),
      },
      // Types come from @cashier/host-contracts: nothing is downloaded at dev or build time.
      dts: false,
    }),
  ],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), proxy },
  preview: { host: '127.0.0.1', proxy },
});
// #endregion config
