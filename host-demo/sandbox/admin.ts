import * as v from 'valibot';
import { describeCall } from '../../contracts/api/descriptions';
import type { CallContract } from '../../contracts/http';
import { depositsOf } from './deposit/payments';
import { createDepositProvider, type DepositProvider } from './deposit/provider';
import type { PaymentRecord } from './deposit/state';
import type { EffectCounter } from './effects';
import { FaultSpec, type ActiveFault, type FaultStore } from './faults';
import type { SandboxLog } from './log';
import { summarizePlayer, type PlayerRecord, type PlayerSummary } from './account/playerRecord';
import type { Session, SessionStore } from './sessions';
import type { SandboxState } from './state';
import type { SandboxLogEntry } from './types';
import { describeFailure } from './validation';
import type { XssMode } from './xss';

/** A refused admin operation; `status` is what the admin API answers with. */
export class SandboxAdminError extends Error {
  override readonly name = 'SandboxAdminError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface SessionInfo {
  player: PlayerSummary;
  /** True after expire-session: API calls of this session answer 401. */
  expired: boolean;
}

export interface CallInfo {
  id: string;
  method: string;
  path: string;
  description: string;
  implemented: boolean;
}

/**
 * What the admin API (`/__sandbox/…`) can do, for code that holds the sandbox itself (jest, the start script).
 * Methods throw `SandboxAdminError` for an unknown player, call or an invalid fault.
 */
export interface SandboxAdmin {
  players(): PlayerSummary[];
  /** A deep copy of the player's full record, for assertions (balance after a deposit…). */
  player(playerId: string): PlayerRecord;
  /** A new session, as `POST /__sandbox/login` makes; send its id as the `cashier_sid` cookie. */
  login(playerId: string): { sessionId: string; player: PlayerSummary };
  /**
   * Tests: sign this player in for every request that carries no known session cookie (MSW in jsdom has no
   * browser cookie jar the test controls). Replaces the previous ambient session.
   */
  loginAs(playerId: string): PlayerSummary;
  /** Ends a session; without an id, the ambient one. */
  logout(sessionId?: string): void;
  /** The session and its player; without an id, the ambient one. Null when there is none. */
  session(sessionId?: string): SessionInfo | null;
  /**
   * Expires sessions so that their next API calls (and all later ones) answer 401: the given session, every
   * session of the given player, or without a target the ambient one. Returns how many were expired.
   */
  expireSession(target?: { sessionId?: string; playerId?: string }): number;
  /**
   * How many times calls changed server state since the last reset (effects.ts), by call id; calls without an
   * effect are left out. An idempotent replay that changes nothing is not an effect.
   */
  effects(): Record<string, number>;
  /** Effects of one call since the last reset; with a player, only that player's. */
  effectCount(callId: string, playerId?: string): number;
  /** Initial state again: players, sessions, faults, effect counts and log. */
  reset(): void;
  log(filter?: { since?: number; kind?: string }): SandboxLogEntry[];
  faults(): ActiveFault[];
  /** Injects a fault into one call (by contract id); replaces any fault already on that call. */
  setFault(callId: string, spec: FaultSpec): ActiveFault;
  clearFault(callId: string): boolean;
  clearFaults(): void;
  /** Every call of the contract registry and whether the sandbox implements it. */
  calls(): CallInfo[];
  /** XSS mode (xss.ts): shown server strings become payloads of the XSS corpus. Off again after reset. */
  setXssMode(enabled: boolean): void;
  xssMode(): boolean;
  /** The player's record and deposits together: what "state unchanged" compares. */
  snapshot(playerId: string): PlayerSnapshot;
  /**
   * The snapshot of the signed-in player taken just before the first request that met the fault on this call
   * (since the fault was set), so a harness can check "state unchanged" from the moment the call failed even when
   * the player's earlier steps changed state. Undefined when the fault was not met (or had no player).
   */
  snapshotAtFault(callId: string): PlayerSnapshot | undefined;
  /** Deposits (payments) the player made, oldest first: one per idempotency key, so tests can count them. */
  deposits(playerId: string): PaymentRecord[];
  /** Every deposit of every player, oldest first. */
  allDeposits(): PaymentRecord[];
  /** Where the provider pages are served (widget/server.ts sets it); kept across resets. Default http://127.0.0.1:3002. */
  setCardWidgetOrigin(origin: string): void;
  cardWidgetOrigin(): string;
  /** The payment provider's side (card widget, 3-D Secure, PayPal and Trustly pages): see deposit/provider.ts. */
  provider: DepositProvider;
}

export interface PlayerSnapshot {
  player: PlayerRecord;
  deposits: PaymentRecord[];
}

export interface AdminDeps {
  state(): SandboxState;
  resetState(): void;
  sessions: SessionStore;
  faults: FaultStore;
  effects: EffectCounter;
  log: SandboxLog;
  calls: readonly CallContract[];
  implemented(callId: string): boolean;
  xss: XssMode;
}

export interface SandboxAdminWithHooks extends SandboxAdmin {
  /** For the model: a fault on `callId` was met by a request of `playerId`. */
  faultMet(callId: string, playerId: string | undefined): void;
}

export function createAdmin(deps: AdminDeps): SandboxAdminWithHooks {
  const { sessions, faults, log } = deps;
  const faultSnapshots = new Map<string, PlayerSnapshot>();

  const playerRecord = (playerId: string): PlayerRecord => {
    const player = deps.state().players.get(playerId);
    if (!player) throw new SandboxAdminError(404, `no sandbox player "${playerId}"`);
    return player;
  };

  const sessionOrAmbient = (sessionId?: string): Session | undefined =>
    sessionId === undefined ? sessions.ambient() : sessions.get(sessionId);

  const startSession = (playerId: string): { session: Session; player: PlayerSummary } => {
    const player = summarizePlayer(playerRecord(playerId));
    const session = sessions.create(playerId);
    log.write({
      level: 'info',
      kind: 'session',
      playerId,
      message: `signed in as ${player.displayName} (${playerId})`,
    });
    return { session, player };
  };

  const snapshot = (playerId: string): PlayerSnapshot => {
    const player = playerRecord(playerId);
    return structuredClone({ player, deposits: depositsOf(deps.state(), player.id) });
  };

  return {
    faultMet(callId, playerId) {
      if (playerId === undefined || faultSnapshots.has(callId) || !deps.state().players.has(playerId)) return;
      faultSnapshots.set(callId, snapshot(playerId));
    },
    snapshot,
    snapshotAtFault: (callId) => structuredClone(faultSnapshots.get(callId)),
    players: () => [...deps.state().players.values()].map(summarizePlayer),
    player: (playerId) => structuredClone(playerRecord(playerId)),
    login(playerId) {
      const { session, player } = startSession(playerId);
      return { sessionId: session.id, player };
    },
    loginAs(playerId) {
      const previous = sessions.ambient();
      if (previous) sessions.remove(previous.id);
      const { session, player } = startSession(playerId);
      sessions.setAmbient(session.id);
      return player;
    },
    logout(sessionId) {
      const session = sessionOrAmbient(sessionId);
      if (!session) return;
      sessions.remove(session.id);
      log.write({ level: 'info', kind: 'session', playerId: session.playerId, message: 'signed out' });
    },
    session(sessionId) {
      const session = sessionOrAmbient(sessionId);
      const player = session && deps.state().players.get(session.playerId);
      return session && player ? { player: summarizePlayer(player), expired: session.expired } : null;
    },
    expireSession(target = {}) {
      const targets =
        target.playerId !== undefined
          ? sessions.ofPlayer(playerRecord(target.playerId).id)
          : [sessionOrAmbient(target.sessionId)].filter((session): session is Session => session !== undefined);
      for (const session of targets) {
        session.expired = true;
        log.write({
          level: 'info',
          kind: 'session',
          playerId: session.playerId,
          message: 'session expired: its API calls now answer 401',
        });
      }
      return targets.length;
    },
    reset() {
      // The widget server's origin is configuration, not state.
      const widgetOrigin = deps.state().deposit.widgetOrigin;
      deps.resetState();
      deps.state().deposit.widgetOrigin = widgetOrigin;
      sessions.clear();
      faults.clearAll();
      faultSnapshots.clear();
      deps.effects.clear();
      deps.xss.set(false);
      log.clear();
      log.write({ level: 'info', kind: 'admin', message: 'sandbox reset to its initial state' });
    },
    log: (filter) => log.entries(filter),
    effects: () => deps.effects.counts(),
    effectCount(callId, playerId) {
      if (!deps.calls.some((call) => call.id === callId))
        throw new SandboxAdminError(404, `no call "${callId}" in the contract registry`);
      return deps.effects.count(callId, playerId);
    },
    faults: () => faults.list(),
    setFault(callId, spec) {
      if (!deps.calls.some((call) => call.id === callId))
        throw new SandboxAdminError(404, `no call "${callId}" in the contract registry`);
      // Checked again at run time: specs also arrive as JSON through the admin API.
      const parsed = v.safeParse(FaultSpec, spec);
      if (!parsed.success) throw new SandboxAdminError(400, `invalid fault: ${describeFailure(parsed.issues).message}`);
      const fault = faults.set(callId, parsed.output);
      faultSnapshots.delete(callId);
      log.write({
        level: 'warn',
        kind: 'fault',
        callId,
        message: `fault set on ${callId}: ${JSON.stringify(parsed.output)}`,
      });
      return fault;
    },
    clearFault(callId) {
      const cleared = faults.clear(callId);
      if (cleared) log.write({ level: 'info', kind: 'fault', callId, message: `fault cleared on ${callId}` });
      return cleared;
    },
    clearFaults() {
      faults.clearAll();
      faultSnapshots.clear();
      log.write({ level: 'info', kind: 'fault', message: 'all faults cleared' });
    },
    setXssMode(enabled) {
      deps.xss.set(enabled);
      log.write({
        level: 'warn',
        kind: 'admin',
        message: `XSS mode ${enabled ? 'on: shown server strings are XSS payloads' : 'off'}`,
      });
    },
    xssMode: () => deps.xss.enabled(),
    deposits: (playerId) => structuredClone(depositsOf(deps.state(), playerRecord(playerId).id)),
    allDeposits: () => structuredClone([...deps.state().deposit.payments.values()]),
    setCardWidgetOrigin(origin) {
      const parsed = new URL(origin);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        throw new SandboxAdminError(400, `not an http(s) origin: ${origin}`);
      deps.state().deposit.widgetOrigin = parsed.origin;
      log.write({ level: 'info', kind: 'admin', message: `card widget and provider pages at ${parsed.origin}` });
    },
    cardWidgetOrigin: () => deps.state().deposit.widgetOrigin,
    provider: createDepositProvider(() => deps.state(), log),
    calls: () =>
      deps.calls.map((call) => ({
        id: call.id,
        method: call.method,
        path: call.path,
        description: describeCall(call.id) ?? '',
        implemented: deps.implemented(call.id),
      })),
  };
}
