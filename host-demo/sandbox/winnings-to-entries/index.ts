import type { SandboxArea } from '../area';
import { winningsToEntriesHandlers } from './routes';

/** Converting winnings to entries: the rate, limits and presets, and the idempotent conversion. */
export const winningsToEntriesArea: SandboxArea = { name: 'winnings-to-entries', handlers: winningsToEntriesHandlers };
