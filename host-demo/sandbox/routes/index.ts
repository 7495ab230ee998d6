import { appHandlers } from './app';
import { depositHandlers } from './deposit';
import { depositFraudHandlers } from './depositFraud';
import { depositHistoryHandlers } from './depositHistory';
import { fraudHandlers } from './fraud';
import type { SandboxHandler } from './handler';
import { i18nHandlers } from './i18n';
import { playerHandlers } from './player';

/**
 * Every implemented call. A feature adds its file here (`routes/deposit.ts` exporting `depositHandlers`);
 * calls of the registry without a handler answer 501.
 */
export const sandboxHandlers: readonly SandboxHandler[] = [
  ...appHandlers,
  ...playerHandlers,
  ...fraudHandlers,
  ...i18nHandlers,
  ...depositHandlers,
  ...depositFraudHandlers,
  ...depositHistoryHandlers,
];
