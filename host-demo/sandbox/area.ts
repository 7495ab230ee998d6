import type { SandboxHandler } from './handler';

/**
 * Which parts of a call's JSON body the cashier shows as text (XSS mode, xss.ts): call id → selectors. A selector is
 * a dotted path from the body's root; `*` is every key of an object, `[]` every item of an array:
 * `data.*`, `data.items[].name`.
 */
export type ShownText = Readonly<Record<string, readonly string[]>>;

/**
 * One area of the sandbox (a folder: `deposit/`, `history/`…), as areas.ts plugs it in: the calls it answers and the
 * server strings of those answers that the cashier shows.
 */
export interface SandboxArea {
  name: string;
  handlers: readonly SandboxHandler[];
  /** The area's shown strings; XSS mode turns them into payloads. */
  shownText?: ShownText;
  /** Answers that gain fields before the XSS rewrite (call id → the answer's body with them). */
  xssExpand?: Readonly<Record<string, (body: unknown) => unknown>>;
  /** SVG files the area's answers point at, by name under `SANDBOX_ASSET_PREFIX` (paths.ts). */
  assets?: Readonly<Record<string, string>>;
}
