import { isDeepStrictEqual } from 'node:util';
import type { SandboxState } from './state';

/**
 * How many times each call changed server state: the "exactly once" counter a harness reads after a lost answer
 * (fault kind 'lost'), a retry, a reopen or a reload. An idempotent replay that changes nothing, a refused call
 * and a cancel of a row that is already canceled are not effects.
 *
 * The dispatcher decides it for every call by comparing a view of the state before and after the handler
 * (`effectView`), so no handler can forget to count; a handler whose change lives outside that view (the
 * switch-account codes are kept beside the state) says so with `effect()` of its context.
 */
export interface EffectCounter {
  /** One effect of `callId` by `playerId` (undefined for a public call). */
  record(callId: string, playerId: string | undefined): void;
  /** Effects by call id (calls without an effect are left out). */
  counts(): Record<string, number>;
  /** Effects of one call, all players together; with a player, only theirs. */
  count(callId: string, playerId?: string): number;
  clear(): void;
}

export function createEffectCounter(): EffectCounter {
  const byCall = new Map<string, Map<string, number>>();
  const ANONYMOUS = '';
  return {
    record(callId, playerId) {
      const players = byCall.get(callId) ?? new Map<string, number>();
      const key = playerId ?? ANONYMOUS;
      players.set(key, (players.get(key) ?? 0) + 1);
      byCall.set(callId, players);
    },
    counts: () =>
      Object.fromEntries(
        [...byCall].map(([callId, players]) => [callId, [...players.values()].reduce((sum, count) => sum + count, 0)]),
      ),
    count(callId, playerId) {
      const players = byCall.get(callId);
      if (!players) return 0;
      if (playerId !== undefined) return players.get(playerId) ?? 0;
      return [...players.values()].reduce((sum, count) => sum + count, 0);
    },
    clear: () => byCall.clear(),
  };
}

/**
 * What an effect is measured on: every part of the state except the other players' records (the 10,000-row
 * history of `history-10k` would make every request slow), plus the signed-in player's record and the list of
 * player ids. A deep copy, so that the handler's in-place changes show against it.
 */
export function effectView(state: SandboxState, playerId: string | undefined): unknown {
  const { players, ...rest } = state;
  return structuredClone({
    rest,
    playerIds: [...players.keys()],
    player: playerId === undefined ? undefined : players.get(playerId),
  });
}

/** True when the state changed between the two views. */
export const changedSince = (before: unknown, state: SandboxState, playerId: string | undefined): boolean =>
  !isDeepStrictEqual(before, effectView(state, playerId));
