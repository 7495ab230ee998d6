/** One signed-in browser (or test) of a sandbox player. */
export interface Session {
  id: string;
  playerId: string;
  createdAt: number;
  /** Set by expire-session: every later API call of this session answers 401 until a new login. */
  expired: boolean;
}

export interface SessionStore {
  create(playerId: string): Session;
  get(sessionId: string | undefined): Session | undefined;
  remove(sessionId: string): void;
  /** Sessions of one player (to expire them from outside the browser). */
  ofPlayer(playerId: string): Session[];
  /** The session used by requests that carry no known session cookie (tests; see README). */
  ambient(): Session | undefined;
  setAmbient(sessionId: string | undefined): void;
  clear(): void;
}

export function createSessionStore(now: () => number): SessionStore {
  const sessions = new Map<string, Session>();
  let ambientId: string | undefined;
  // Survives clear(): a cookie left over from before a reset must not name a new session.
  let counter = 0;

  return {
    create(playerId) {
      counter += 1;
      const session: Session = {
        id: `sbx-${counter.toString(36)}-${now().toString(36)}`,
        playerId,
        createdAt: now(),
        expired: false,
      };
      sessions.set(session.id, session);
      return session;
    },
    get: (sessionId) => (sessionId === undefined ? undefined : sessions.get(sessionId)),
    remove(sessionId) {
      sessions.delete(sessionId);
      if (ambientId === sessionId) ambientId = undefined;
    },
    ofPlayer: (playerId) => [...sessions.values()].filter((session) => session.playerId === playerId),
    ambient: () => (ambientId === undefined ? undefined : sessions.get(ambientId)),
    setAmbient(sessionId) {
      ambientId = sessionId;
    },
    clear() {
      sessions.clear();
      ambientId = undefined;
    },
  };
}
