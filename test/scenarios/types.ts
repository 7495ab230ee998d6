import type { Locator, Page } from 'playwright-core';

/**
 * Scenario files tell the generic harnesses (fault matrix, a11y sweep, XSS corpus) how a player reaches a
 * call or a screen state. Each feature adds `test/scenarios/<feature>.scenarios.ts` exporting
 * `callScenarios` and/or `stateScenarios`; index.ts collects every such file. A call of contracts/ with no
 * scenario is reported as "not reachable yet", never counted as a pass.
 */

/** What the player must see when the call fails (500, 503, timeout, abort, malformed, contract break). */
export type FailureExpectation =
  /** A visible, translated error (role="alert") with a way forward (a retry or back/close button). */
  | 'visible-error'
  /** docs/product/errors.md#how-errors-reach-the-player names a silent outcome (logged only, e.g. a failed app-cash load yields null): the screen stays usable, no alert. */
  | 'silent'
  /** docs/product/errors.md#translation-fetch-failed: a failed translation fetch falls back to the default language; the UI shows bundled/English text. */
  | 'fallback-language';

export interface CallScenario {
  /** Contract id from contracts/api/registry.ts, e.g. `cash.getAppCash`. */
  callId: string;
  /** Sandbox player to sign in as (host-demo/sandbox/account/players.ts). */
  player: string;
  /** Path to open on the host-demo, e.g. `/cash/deposit/`. */
  path: string;
  /** Player actions after the overlay opened that make the call (omit when opening makes it). */
  act?: (page: Page) => Promise<void>;
  onFailure: FailureExpectation;
  /** Why this expectation: the spec line or the product decision. */
  note: string;
  /**
   * Fault matrix, `lost` column (money-moving calls, test/faults/lost.ts): the call's own success screen. After a
   * lost answer it tells the truth as a `done` outcome does (test/faults/README.md#lost).
   */
  successScreen?: (page: Page) => Locator;
  /**
   * Fault matrix, `lost` column, way `retry`: the player's "same button again" from the screen the lost answer left,
   * when that screen offers no Try again. Default: `act` again.
   */
  again?: (page: Page) => Promise<void>;
  /** A second scenario of the same call names its variant (`neosurf`): the matrix row is `callId (variant)`. */
  variant?: string;
  /** Only these fault-matrix columns (labels such as `lost`); default every column. */
  columns?: readonly string[];
}

export interface StateScenario {
  /** Unique id, e.g. `deposit.limit-reached-popup`. */
  id: string;
  player: string;
  path: string;
  /** Actions that bring the screen into the state (open a popup, trigger an error…). */
  act?: (page: Page) => Promise<void>;
  description: string;
}
