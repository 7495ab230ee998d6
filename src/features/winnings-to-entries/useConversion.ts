import { useCallback, useEffect, useState } from 'react';
import type { WinningsToEntriesData, WinningsToEntriesResultData } from '@contracts/api/winningsToEntries';
import { announceBalance } from '@/shared/events/announceBalance';
import { logger } from '@/shared/log';
import { recall } from '@/shared/money/intentMemory';
import { useIntentCall, useUnknownIntents } from '@/shared/money/useIntentCall';
import { entriesFor } from './amount';
import { useConvertWinningsToEntriesMutation } from './api';

/** The intent book's name for the conversion call. */
export const CONVERT_CALL = 'winningsToEntries.convert';

/** The server's answer, or what a re-read proved after the answer was lost (no receipt then, only the new winnings). */
export type Conversion =
  | { kind: 'answer'; result: WinningsToEntriesResultData }
  | { kind: 'reread'; amount: number; entries: number; winnings: number; currency: string };

/**
 * Where the conversion stands when its answer was lost (docs/product/winnings-to-entries.md, "When the answer is
 * lost"): `checking` while the winnings are read again, `unknown` when the re-read could not tell (a conversion whose
 * amount this page no longer knows, after a reload, or winnings that did not move).
 */
export type LostState = { phase: 'checking' } | { phase: 'unknown'; amount: number | null };

/** A re-read proves the conversion happened when the winnings went down by at least its amount (cents compared). */
const wentThrough = (before: number, after: number, amount: number) =>
  Math.round(after * 100) <= Math.round((before - amount) * 100);

/**
 * The conversion through the intent kit: one key per player and amount (kept across a retry, a reopen and a reload),
 * one request in flight, and a lost answer never reported as "nothing was converted": the winnings are read again
 * (`recheck`, the screen's query: true when fresh data came, and the form mounts again with it) and the form tells what happened.
 */
export function useConversion(
  data: WinningsToEntriesData,
  recheck: () => Promise<boolean>,
  onConverted: (conversion: Conversion) => void,
) {
  const [convert] = useConvertWinningsToEntriesMutation();
  const intents = useIntentCall(CONVERT_CALL);
  const unknown = useUnknownIntents(CONVERT_CALL);
  const [lost, setLost] = useState<LostState | null>(null);

  // On mount (after a reopen, a reload or the re-read of a lost answer): an unsettled conversion is judged against
  // the fresh winnings this form was mounted with.
  useEffect(() => {
    const latest = unknown.intents?.at(-1);
    if (!latest || unknown.playerId === null) return;
    const made = recall(latest.key);
    const amount = typeof made?.target.amount === 'number' ? made.target.amount : null;
    const before = typeof made?.before.winnings === 'number' ? made.before.winnings : null;
    if (amount !== null && before !== null && wentThrough(before, data.winnings, amount)) {
      void intents.settle({ amount });
      onConverted({
        kind: 'reread',
        amount,
        entries: entriesFor(amount, data),
        winnings: data.winnings,
        currency: data.currency,
      });
      return;
    }
    setLost({ phase: 'unknown', amount });
    // Judged once per mount: the fresh data is what this form was mounted with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unknown.intents]);

  const send = useCallback(
    async (amount: number) => {
      const run = await intents.run({ amount }, (intent) => convert({ amount, idempotencyKey: intent.key }), {
        seen: { winnings: data.winnings },
      });
      if (run.outcome === 'done') {
        setLost(null);
        announceBalance(run.data.balance);
        onConverted({ kind: 'answer', result: run.data });
      } else if (run.outcome === 'unknown') {
        logger.error('winnings to entries: the answer to a conversion was lost', run.error);
        setLost({ phase: 'checking' });
        // Fresh data mounts the form again, which judges the conversion; a failed re-read cannot tell.
        if (!(await recheck())) setLost({ phase: 'unknown', amount });
      } else if (run.outcome === 'failed') {
        logger.error('winnings to entries: conversion failed', run.error);
      }
    },
    [intents, convert, data.winnings, recheck, onConverted],
  );

  const definiteFailure = intents.failure?.outcome === 'failed' ? intents.failure.error : null;
  return { send, lost, definiteFailure, submitting: intents.submitting };
}
