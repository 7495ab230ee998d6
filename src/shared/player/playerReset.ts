import { createAction } from '@reduxjs/toolkit';

/** Why everything of the signed-in player is dropped (docs/architecture.md, "One player at a time"). */
export type PlayerResetReason = 'logout' | 'unauthorized' | 're-init-data';

/**
 * The player the cashier knew is gone or may have changed: a sign-out the host announced (`logout` on the bus), a
 * 401 from any call, or `re-init-data`. Every store slice that holds player data returns to its initial state on
 * this action, and the store's owner drops the RTK Query cache, the money intents and anything kept in memory for
 * the player. Nothing of one player may reach the next one sharing the tab.
 */
export const playerReset = createAction<{ reason: PlayerResetReason }>('player/reset');
