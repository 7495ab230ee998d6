/**
 * Entry of the demo host. The dynamic import is the async boundary the federation runtime needs:
 * shared singletons (react, react-dom, …) are negotiated before any of them is evaluated.
 */
import { readCspNonce } from './config/cspNonce';

declare global {
  // webpack's free variable (compiled to `__webpack_require__.nc`): the nonce of the tags it injects, and the
  // last place styled-components looks for one. Set before any chunk or style is added.
  var __webpack_nonce__: string | undefined;
}

const nonce = readCspNonce();
if (nonce !== undefined) __webpack_nonce__ = nonce;

import('./bootstrap').catch((error: unknown) => {
  console.error('[host-demo] the shell failed to start', error);
});
