import * as v from 'valibot';
import { calls, post } from './factories';
import { ResponsiblePlayFigures } from './app';
import { PositiveAmount } from './common';

/*
 * The player's daily deposit limit: a player call (its id is `player.specifyDailyLimit`) apart from player.ts, whose
 * profile, identity and document schemas the responsible-play screen would otherwise download with its first screen
 * (test/size/README.md).
 */

/**
 * The daily deposit limit the player chooses, in the account currency; null removes it. Naturally idempotent: the
 * same value sent again changes nothing (a pending raise keeps its start), so it carries no idempotency key.
 */
export const DailyLimitBody = v.strictObject({
  limit: v.nullable(PositiveAmount),
});
export type DailyLimitBody = v.InferOutput<typeof DailyLimitBody>;

export const { specifyDailyLimit } = calls('player', {
  /** POST /rest/player/specify-daily-limit/ — sets or removes the player's daily deposit limit. */
  specifyDailyLimit: post('/rest/player/specify-daily-limit/', DailyLimitBody, ResponsiblePlayFigures),
});
