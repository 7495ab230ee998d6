/**
 * Entry of the demo host. The dynamic import is the async boundary the federation runtime needs:
 * shared singletons (react, react-dom, …) are negotiated before any of them is evaluated.
 */
import('./bootstrap').catch((error: unknown) => {
  console.error('[host-demo] the shell failed to start', error);
});
