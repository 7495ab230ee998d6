import type { SandboxArea } from '../area';
import { accountShownText, playerHandlers } from './routes';

/**
 * The player: the record every area reads (playerRecord.ts), the named players (players.ts), the profile and its
 * edits, identity verification (verification.ts) and the daily deposit limit (responsiblePlay.ts).
 */
export const accountArea: SandboxArea = { name: 'account', handlers: playerHandlers, shownText: accountShownText };
