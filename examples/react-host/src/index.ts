// The async boundary: the federation runtime agrees on one copy of each shared module (react, react-dom, …)
// before any of them runs. Without it: RUNTIME-006 "loadShareSync … react/jsx-runtime".
import('./bootstrap').catch((error: unknown) => console.error('[host] failed to start', error));
