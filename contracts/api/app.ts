import * as v from 'valibot';
import { calls, get } from './factories';
import { Amount, HttpUrl, Id, IsoDateTime, PlayerBalance } from './common';

/**
 * Account statuses of `finOperations.accountStatus` known today. `active` allows financial operations;
 * `duplicate` selects the duplicate-account variant of the suspended screen; every other status, including
 * one the server adds later, shows the action-required variant (docs/product/suspended.md#action-required-variant "any other status"). So the schema
 * accepts any non-empty status and the list documents the known ones.
 */
export const ACCOUNT_STATUSES = ['active', 'duplicate', 'blocked', 'suspended', 'self-excluded', 'closed'] as const;
export type KnownAccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** Account status of the player's financial operations: a known one, or any other non-empty string. */
export const AccountStatus = v.union([v.picklist(ACCOUNT_STATUSES), v.pipe(v.string(), v.nonEmpty(), v.maxLength(64))]);
export type AccountStatus = KnownAccountStatus | (string & {});

/** Whether the player may move money, and why not. */
export const FinOperations = v.object({
  isAvailable: v.boolean(),
  accountStatus: AccountStatus,
  /** Where the switch-account code goes (duplicate status), for display; may be masked (`j***@example.com`); null when none. */
  switchingAccountEmail: v.nullable(v.pipe(v.string(), v.nonEmpty(), v.maxLength(254))),
});
export type FinOperations = v.InferOutput<typeof FinOperations>;

/** Which switch strategies the suspended duplicate screen may offer. */
export const SwitchAccountStrategies = v.object({
  switchToRealAccount: v.boolean(),
  keepDuplicateAccount: v.boolean(),
});
export type SwitchAccountStrategies = v.InferOutput<typeof SwitchAccountStrategies>;

/**
 * Responsible-play figures of the daily deposit limit, all in the account currency; null when no limit applies.
 * `limitSum` is the limit in force, `playerLimit` the one the player chose (may be pending until `limitTimeStart`),
 * `playerSumDepositPerDay` what was deposited today, `availableSumDeposit` what may still be deposited today.
 */
export const ResponsiblePlayFigures = v.object({
  limitSum: v.nullable(Amount),
  limitTimeStart: v.nullable(IsoDateTime),
  playerLimit: v.nullable(Amount),
  playerSumDepositPerDay: v.nullable(Amount),
  availableSumDeposit: v.nullable(Amount),
});
export type ResponsiblePlayFigures = v.InferOutput<typeof ResponsiblePlayFigures>;

/** Data of the cash area: balance, fin-operations status, switch strategies, gift-card flags, limit figures. */
export const AppCashData = v.object({
  playerBalance: PlayerBalance,
  isShowHistory: v.boolean(),
  finOperations: FinOperations,
  switchAccountStrategies: SwitchAccountStrategies,
  isConfirmedRedemptionToAmazonGiftCard: v.boolean(),
  displayAmazonGiftCardPopup: v.boolean(),
  showGiftCardDisclaimer: v.boolean(),
  ...ResponsiblePlayFigures.entries,
});
export type AppCashData = v.InferOutput<typeof AppCashData>;

/** One document the player still has to accept; same shape as `TermsRequirement` of contracts/events.ts. */
export const TermsRequirementItem = v.object({
  id: Id,
  name: v.pipe(v.string(), v.nonEmpty()),
  version: v.pipe(v.string(), v.nonEmpty()),
  url: HttpUrl,
});
export type TermsRequirementItem = v.InferOutput<typeof TermsRequirementItem>;

/** The signed-in player as the app knows them. */
export const AppPlayer = v.object({
  id: Id,
  login: v.pipe(v.string(), v.nonEmpty()),
});
export type AppPlayer = v.InferOutput<typeof AppPlayer>;

/** App-init data: the terms the player must still accept (empty when none) and who is signed in. */
export const AppInitData = v.object({
  termsRequirement: v.array(TermsRequirementItem),
  player: AppPlayer,
});
export type AppInitData = v.InferOutput<typeof AppInitData>;

export const { getAppCash } = calls('cash', {
  /** GET /rest/cash/ — the player's cash-area data: balance, fin-operations status, switch strategies, gift-card flags. */
  getAppCash: get('/rest/cash/', AppCashData),
});

export const { getAppInit } = calls('app', {
  /** GET /rest/app/init/ — app-init data: the terms requirement list and the signed-in player. */
  getAppInit: get('/rest/app/init/', AppInitData),
});
