import type { SandboxArea } from '../area';
import { playerHandlers } from './routes';

/** The player: the record every area reads (playerRecord.ts), the named players (players.ts) and the profile call. */
export const accountArea: SandboxArea = { name: 'account', handlers: playerHandlers };
