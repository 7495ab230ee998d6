import { matchPath } from '../../contracts/api/registry';
import type { CallContract } from '../../contracts/http';
import type { CallMatch, CallRegistry } from './dispatch';

/**
 * A registry over an explicit list of calls, for tests of the sandbox itself (a made-up call with a broken
 * handler proves the self-check). Paths match as in the contract registry.
 */
export function createCallRegistry(calls: readonly CallContract[]): CallRegistry {
  return {
    calls,
    find(method, pathname): CallMatch | undefined {
      for (const call of calls) {
        if (call.method !== method.toUpperCase()) continue;
        const params = matchPath(call.path, pathname);
        if (params) return { call, params };
      }
      return undefined;
    },
  };
}
