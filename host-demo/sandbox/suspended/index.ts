import { checkSwitchCode } from '../../../contracts/api/switchAccount';
import type { SandboxArea } from '../area';
import { suspendedHandlers } from './routes';

/** The duplicate-account switch: e-mailed codes (in the sandbox log), attempts that run out, a send that fails. */
export const suspendedArea: SandboxArea = {
  name: 'suspended',
  handlers: suspendedHandlers,
  shownText: {
    [checkSwitchCode.id]: ['data.message', 'data.login'],
  },
};
