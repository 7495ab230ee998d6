import type { SandboxLogEntry } from './types';

/** Enough for a demo session; older entries drop off so a long-running sandbox does not grow without bound. */
const MAX_ENTRIES = 1000;

export type LogInput = Omit<SandboxLogEntry, 'seq' | 'at'>;

export interface SandboxLog {
  write(entry: LogInput): SandboxLogEntry;
  entries(filter?: { since?: number; kind?: string }): SandboxLogEntry[];
  clear(): void;
}

export function createSandboxLog(now: () => number, sink?: (entry: SandboxLogEntry) => void): SandboxLog {
  let entries: SandboxLogEntry[] = [];
  // Not reset by clear(): a poller holding `since` must never see numbers go backwards.
  let seq = 0;

  return {
    write(input) {
      seq += 1;
      const entry: SandboxLogEntry = { seq, at: now(), ...input };
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) entries = entries.slice(-MAX_ENTRIES);
      sink?.(entry);
      return entry;
    },
    entries(filter = {}) {
      return entries.filter(
        (entry) =>
          (filter.since === undefined || entry.seq > filter.since) &&
          (filter.kind === undefined || entry.kind === filter.kind),
      );
    },
    clear() {
      entries = [];
    },
  };
}
