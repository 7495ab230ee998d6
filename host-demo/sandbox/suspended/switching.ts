import type { SwitchFlow } from '../../../contracts/api/switchAccount';
import type { SandboxState } from '../state';

/**
 * How each duplicate player's switch behaves. Checks left are per player across sends (a resend does not refill
 * them), so a player can run out; `sendFails` answers `success: false` to every send.
 */
export interface SwitchBehaviour {
  /** Code checks the player starts with. */
  attempts: number;
  /** The login of the real account (switchToRealAccount). */
  realLogin: string;
  /** Every send answers `success: false` (the code could not be e-mailed). */
  sendFails?: boolean;
  /** What a wrong code answers in `message`; null exercises the cashier's fallback text. */
  wrongCodeMessage: string | null;
}

const DEFAULT_BEHAVIOUR: SwitchBehaviour = {
  attempts: 3,
  realLogin: 'real.player',
  wrongCodeMessage: 'The code is not correct.',
};

/** By player id; a duplicate player not listed gets the default. */
export const SWITCH_BEHAVIOURS: Readonly<Record<string, SwitchBehaviour>> = {
  'duplicate-switch': { ...DEFAULT_BEHAVIOUR, realLogin: 'dana.real' },
  'duplicate-keep-only': { ...DEFAULT_BEHAVIOUR, realLogin: 'kim.real' },
  'duplicate-real-only': { ...DEFAULT_BEHAVIOUR, realLogin: 'rory.real' },
  'duplicate-two-attempts': { ...DEFAULT_BEHAVIOUR, attempts: 2, realLogin: 'tess.real', wrongCodeMessage: null },
  'duplicate-send-fails': { ...DEFAULT_BEHAVIOUR, sendFails: true, realLogin: 'sam.real' },
};

export const switchBehaviour = (playerId: string): SwitchBehaviour => SWITCH_BEHAVIOURS[playerId] ?? DEFAULT_BEHAVIOUR;

/** A player's switch in progress: the last e-mailed code and the checks left. */
export interface SwitchRecord {
  attemptsLeft: number;
  pending: { code: string; flow: SwitchFlow } | null;
  codesSent: number;
  /** The answers to the send requests, by idempotency key (a repeat answers the same and e-mails nothing). */
  sends: Map<string, { success: boolean; attemptsCountLeft: number }>;
  /** The answers to the code checks, by idempotency key (a repeat answers the same and checks nothing again). */
  checks: Map<string, { success: boolean; login: string | null; message: string | null }>;
}

// Kept beside the state object rather than in it: a reset makes a new state, so the switches start afresh too.
const records = new WeakMap<SandboxState, Map<string, SwitchRecord>>();

export function switchRecord(state: SandboxState, playerId: string): SwitchRecord {
  let byPlayer = records.get(state);
  if (!byPlayer) {
    byPlayer = new Map();
    records.set(state, byPlayer);
  }
  let record = byPlayer.get(playerId);
  if (!record) {
    record = {
      attemptsLeft: switchBehaviour(playerId).attempts,
      pending: null,
      codesSent: 0,
      sends: new Map(),
      checks: new Map(),
    };
    byPlayer.set(playerId, record);
  }
  return record;
}

/** A 4-digit code that differs from send to send and from player to player (not secret: the sandbox logs it). */
export function nextCode(playerId: string, record: SwitchRecord): string {
  let hash = record.codesSent * 7919;
  for (const char of playerId) hash = (hash * 31 + char.charCodeAt(0)) % 100_000;
  return String(1000 + (hash % 9000));
}
