import type { SandboxArea } from '../area';
import { historyHandlers } from './routes';

/** The transaction history. */
export const historyArea: SandboxArea = { name: 'history', handlers: historyHandlers };
