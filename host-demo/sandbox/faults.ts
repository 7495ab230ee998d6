import * as v from 'valibot';

const times = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)));

/**
 * A fault injected into one call (by contract id). Faults are global to a sandbox instance, not per session,
 * so a test harness outside the browser can set them. `times`: apply that many times, then clear; default
 * until cleared.
 */
export const FaultSpec = v.variant('kind', [
  /** Answer with this HTTP status and an error envelope. */
  v.strictObject({
    kind: v.literal('status'),
    status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
    message: v.optional(v.string()),
    times,
  }),
  /** Hold the normal answer back for `delayMs` (the call has already taken effect, as on a slow network). */
  v.strictObject({
    kind: v.literal('delay'),
    delayMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000)),
    times,
  }),
  /** Never answer (until the client gives up). */
  v.strictObject({ kind: v.literal('hang'), times }),
  /** Drop the connection without an answer. */
  v.strictObject({ kind: v.literal('abort'), times }),
  /**
   * The answer is lost: the call is done completely (state changes as on success, idempotency keys recorded) and
   * then the connection is dropped without an answer, as `abort` but after acting.
   */
  v.strictObject({ kind: v.literal('lost'), times }),
  /** HTTP 200 with a body that is not JSON. */
  v.strictObject({ kind: v.literal('malformed'), times }),
  /** HTTP 200 with a JSON success envelope that breaks the call's response schema. */
  v.strictObject({ kind: v.literal('contract'), times }),
  /** HTTP 401 with `{ success: false, statusCode: 401 }`. */
  v.strictObject({ kind: v.literal('unauthorized'), times }),
  /** HTTP 200 with `{ statusCode: 401, success: false }`: the platform's other way of saying the session is gone. */
  v.strictObject({ kind: v.literal('unauthorized-body'), times }),
]);
export type FaultSpec = v.InferOutput<typeof FaultSpec>;
export type FaultKind = FaultSpec['kind'];

export interface ActiveFault {
  callId: string;
  spec: FaultSpec;
  /** How many more times it applies; `null` = until cleared. */
  remaining: number | null;
}

export interface FaultStore {
  list(): ActiveFault[];
  set(callId: string, spec: FaultSpec): ActiveFault;
  clear(callId: string): boolean;
  clearAll(): void;
  /** The fault for this call, counting one use of it (a `times` fault clears itself after its last use). */
  take(callId: string): FaultSpec | undefined;
}

export function createFaultStore(): FaultStore {
  const faults = new Map<string, ActiveFault>();
  const copy = (fault: ActiveFault): ActiveFault => ({ ...fault, spec: { ...fault.spec } });

  return {
    list: () => [...faults.values()].map(copy),
    set(callId, spec) {
      const fault: ActiveFault = { callId, spec, remaining: spec.times ?? null };
      faults.set(callId, fault);
      return copy(fault);
    },
    clear: (callId) => faults.delete(callId),
    clearAll: () => faults.clear(),
    take(callId) {
      const fault = faults.get(callId);
      if (!fault) return undefined;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) faults.delete(callId);
      }
      return fault.spec;
    },
  };
}
