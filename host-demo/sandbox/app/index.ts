import type { SandboxArea } from '../area';
import { appHandlers } from './routes';

/** App init and the cash-area data (balance, fin-operations status, limit figures). */
export const appArea: SandboxArea = { name: 'app', handlers: appHandlers };
