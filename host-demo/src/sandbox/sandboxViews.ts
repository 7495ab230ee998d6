import * as v from 'valibot';

/**
 * The answers of the sandbox admin routes (`/__sandbox/*`, see host-demo/sandbox/adminRoutes.ts) that the
 * shell reads, checked before use. Only the fields the shell shows are listed; extra fields pass through.
 */
const envelope = <T extends v.GenericSchema>(data: T) => v.object({ success: v.literal(true), data });

export const PlayerSummary = v.object({
  id: v.string(),
  displayName: v.string(),
  /** The named state the sandbox player is in (e.g. "verified, two saved cards"). */
  description: v.string(),
  balance: v.number(),
  winnings: v.number(),
  currency: v.string(),
});
export type PlayerSummary = v.InferOutput<typeof PlayerSummary>;

export const PlayersAnswer = envelope(v.array(PlayerSummary));

export const SessionInfo = v.object({
  player: PlayerSummary,
  /** After expire-session: the platform API answers 401 for this session. */
  expired: v.boolean(),
});
export type SessionInfo = v.InferOutput<typeof SessionInfo>;

export const SessionAnswer = envelope(v.nullable(SessionInfo));

export const ActiveFault = v.object({
  callId: v.string(),
  spec: v.looseObject({ kind: v.string() }),
  remaining: v.nullable(v.number()),
});
export type ActiveFault = v.InferOutput<typeof ActiveFault>;

export const FaultsAnswer = envelope(v.array(ActiveFault));

export const CallsAnswer = envelope(v.array(v.object({ id: v.string(), method: v.string(), path: v.string() })));

/** One line for the list of active faults: `status, status 503, 2× left`. */
export function describeFault(fault: ActiveFault): string {
  const parts = Object.entries(fault.spec)
    .filter(([key]) => key !== 'times')
    .map(([key, value]) => (key === 'kind' ? String(value) : `${key} ${String(value)}`));
  if (fault.remaining !== null) parts.push(`${fault.remaining}× left`);
  return parts.join(', ');
}
