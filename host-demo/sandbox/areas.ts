import { accountArea } from './account';
import { appArea } from './app';
import type { SandboxArea, ShownText } from './area';
import { depositArea } from './deposit';
import type { SandboxHandler } from './handler';
import { fraudArea } from './fraud';
import { historyArea } from './history';
import { i18nArea } from './i18n';
import { redeemArea } from './redeem';
import { rewardsArea } from './rewards';
import { suspendedArea } from './suspended';
import { winningsToEntriesArea } from './winnings-to-entries';

/**
 * Every area of the sandbox. A new area is one folder exporting a `SandboxArea` (index.ts) and one line here;
 * a call of the registry without a handler would answer 501, and areas.test.ts fails while one has none. Areas are
 * not the contract's id prefixes (app answers `app.*` and `cash.*`, account `player.*` and `verification.*`), so
 * this stays a list.
 */
export const SANDBOX_AREAS: readonly SandboxArea[] = [
  appArea,
  accountArea,
  fraudArea,
  i18nArea,
  depositArea,
  historyArea,
  winningsToEntriesArea,
  suspendedArea,
  redeemArea,
  rewardsArea,
];

/** Every implemented call. */
export const sandboxHandlers: readonly SandboxHandler[] = SANDBOX_AREAS.flatMap((area) => area.handlers);

/** Every area's shown strings (XSS mode). */
export const SHOWN_TEXT: ShownText = Object.assign({}, ...SANDBOX_AREAS.map((area) => area.shownText ?? {}));

/** Every area's XSS expansions. */
export const XSS_EXPAND: Readonly<Record<string, (body: unknown) => unknown>> = Object.assign(
  {},
  ...SANDBOX_AREAS.map((area) => area.xssExpand ?? {}),
);

/** Every area's static files (SVG), by name under `SANDBOX_ASSET_PREFIX`. */
export const SANDBOX_ASSETS: Readonly<Record<string, string>> = Object.assign(
  {},
  ...SANDBOX_AREAS.map((area) => area.assets ?? {}),
);
