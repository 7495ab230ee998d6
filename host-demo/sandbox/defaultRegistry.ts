import { callContracts, findCall } from '../../contracts/api/registry';
import type { CallRegistry } from './dispatch';

/** The sandbox serves exactly the calls of the contract registry, matched the way the registry matches them. */
export const defaultRegistry: CallRegistry = { calls: callContracts, find: findCall };
