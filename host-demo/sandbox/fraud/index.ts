import type { SandboxArea } from '../area';
import { fraudHandlers } from './routes';

/** Fraud detectors: identity match, Kount session, antifraud base. */
export const fraudArea: SandboxArea = { name: 'fraud', handlers: fraudHandlers };
