import type { Page } from 'playwright-core';

/** The columns of the sweep's table. */
export const CHECKS = [
  'axe',
  'layout',
  'axe-375',
  'focus-in',
  'tab-trap',
  'shift-tab-trap',
  'tab-reach',
  'focus-visible',
  'host-blocked',
  'escape',
  'focus-return',
] as const;
export type CheckName = (typeof CHECKS)[number];

export interface CheckResult {
  check: CheckName;
  /** `skipped`: not applicable to this target (e.g. no cashier dialog is showing); never counted as a pass. */
  status: 'ran' | 'skipped';
  violations: string[];
  note?: string;
}

/** A check that ran, with what it found. */
export const ran = (check: CheckName, violations: string[]): CheckResult => ({ check, status: 'ran', violations });
/** A check not applicable to a row, and why (never counted as a pass). */
export const skipped = (check: CheckName, note: string): CheckResult => ({
  check,
  status: 'skipped',
  violations: [],
  note,
});

export interface SweepTarget {
  /** Row label, e.g. `route history · deep link · verified`. */
  id: string;
  /** Sandbox player to sign in as; null for a guest. */
  player: string | null;
  /** Host-demo path the page opens at. */
  path: string;
  /** Brings the page into the state after it loaded (client-side navigation, a scenario's act). */
  act?: (page: Page) => Promise<void>;
  /** The cashier dialog must be showing after act: its absence is a violation, not a skip. */
  expectDialog: boolean;
  /** Open the cashier from the host's Cashier button by keyboard, and check focus returns to it. */
  fromOpener?: boolean;
  /** Run the keyboard checks (trap, reach, indicator, host blocked, Escape) when a cashier dialog shows. */
  keyboard: boolean;
  /** Run the layout check (layout.ts) at 375 and 1280 px, and axe at 375 px, when a cashier dialog shows. */
  layout?: boolean;
  /**
   * Check the screen again in the dark scheme, in the same page (sweep.ts): the cashier is given `colorScheme: 'auto'`
   * and the page's preferred scheme turns from light to dark once the light checks ran. Its row is `<id> · dark`.
   */
  dark?: boolean;
}

export interface TargetResult {
  target: SweepTarget;
  results: CheckResult[];
  /** Page errors and failures of the harness itself (a target that could not be opened is a failure). */
  errors: string[];
}

/** A target's result as the report needs it (and as a test hands it to reporter.ts): the target by id and path only. */
export type ReportedTarget = Omit<TargetResult, 'target'> & { target: Pick<SweepTarget, 'id' | 'path'> };

/** The attachment each test of sweep.spec.ts leaves for reporter.ts: a ReportedTarget. */
export const TARGET_ATTACHMENT = 'a11y-target.json';
