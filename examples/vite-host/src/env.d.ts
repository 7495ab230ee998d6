/// <reference types="vite/client" />

/** Read from .env (or the environment: `VITE_CASHIER_REMOTE_ENTRY=… npm run example:vite`) at dev and build time. */
interface ImportMetaEnv {
  /** The cashier's remoteEntry.js (or its mf-manifest.json). */
  readonly VITE_CASHIER_REMOTE_ENTRY: string;
  /** The platform API's origin when it is not the page's own (credentialed CORS: README, "Vite hosts"). */
  readonly VITE_CASHIER_API_BASE_URL?: string;
}
