import * as v from 'valibot';
import {
  CallsAnswer,
  FaultsAnswer,
  PlayersAnswer,
  SessionAnswer,
  type ActiveFault,
  type PlayerSummary,
  type SessionInfo,
} from './sandboxViews';

export const FAULT_KINDS = [
  'status',
  'delay',
  'hang',
  'abort',
  'malformed',
  'contract',
  'unauthorized',
  'unauthorized-body',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRequest {
  kind: FaultKind;
  status?: number;
  delayMs?: number;
}

export interface SandboxApi {
  getSession(): Promise<SessionInfo | null>;
  getPlayers(): Promise<PlayerSummary[]>;
  login(playerId: string): Promise<void>;
  logout(): Promise<void>;
  expireSession(): Promise<void>;
  reset(): Promise<void>;
  getCallIds(): Promise<string[]>;
  getFaults(): Promise<ActiveFault[]>;
  setFault(callId: string, fault: FaultRequest): Promise<void>;
  clearFaults(): Promise<void>;
}

/** The sandbox's error envelope carries a readable `message`; show it rather than a bare status. */
const ErrorAnswer = v.object({ message: v.string() });

/** Admin calls of the sandbox served next to the API (same cookie, so `credentials: 'include'`). */
export function createSandboxApi(apiBaseUrl: string): SandboxApi {
  const base = apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`;

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(new URL(path, base), {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new Error(`${method} /${path} answered ${response.status} without JSON`);
    }
    if (!response.ok) {
      const error = v.safeParse(ErrorAnswer, json);
      throw new Error(error.success ? error.output.message : `${method} /${path} answered ${response.status}`);
    }
    return json;
  }

  async function read<S extends v.GenericSchema>(schema: S, path: string): Promise<v.InferOutput<S>> {
    const parsed = v.safeParse(schema, await call('GET', path));
    if (!parsed.success) throw new Error(`GET /${path}: unexpected answer (${v.summarize(parsed.issues)})`);
    return parsed.output;
  }

  return {
    getSession: async () => (await read(SessionAnswer, '__sandbox/session')).data,
    getPlayers: async () => (await read(PlayersAnswer, '__sandbox/players')).data,
    login: async (playerId) => {
      await call('POST', '__sandbox/login', { playerId });
    },
    logout: async () => {
      await call('POST', '__sandbox/logout');
    },
    expireSession: async () => {
      await call('POST', '__sandbox/expire-session');
    },
    reset: async () => {
      await call('POST', '__sandbox/reset');
    },
    getCallIds: async () => (await read(CallsAnswer, '__sandbox/calls')).data.map((entry) => entry.id),
    getFaults: async () => (await read(FaultsAnswer, '__sandbox/faults')).data,
    setFault: async (callId, fault) => {
      await call('PUT', `__sandbox/faults/${encodeURIComponent(callId)}`, fault);
    },
    clearFaults: async () => {
      await call('DELETE', '__sandbox/faults');
    },
  };
}
