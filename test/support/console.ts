import { format } from 'node:util';

/**
 * The console guard of the jest run (installed by jest.setup.ts; docs/testing.md, "Console output"): a passing
 * test prints nothing. Every console line a test makes is held back; after the test, a line no `expectConsole` of
 * that test claimed fails it (React's act() warnings are console.error lines, so they fail it too), and so does a
 * claim no line answered.
 */

export type ConsoleLevel = 'error' | 'warn' | 'info' | 'log' | 'debug';

const LEVELS: readonly ConsoleLevel[] = ['error', 'warn', 'info', 'log', 'debug'];

/**
 * Lines that say how fast the machine is, not what the code did: RTK's development checks (immutable and
 * serializable state) warn when one pass over the state takes longer than 32 ms, which a loaded 2-core machine does
 * at random. Dropped, never claimed.
 */
const MACHINE_SPEED_NOISE = [
  /^(Immutable|Serializable)StateInvariantMiddleware took \d+ms, which is more than the warning threshold/,
];

interface Line {
  level: ConsoleLevel;
  text: string;
  args: unknown[];
  claimed: boolean;
}

interface Claim {
  level: ConsoleLevel;
  pattern: RegExp | string;
  /** The arguments of each line it claimed, in order. */
  calls: unknown[][];
}

let lines: Line[] | null = null;
let claims: Claim[] = [];
let allowed: Claim[] = [];
/** The name of the test that ran last, once it has ended (a late line names it). */
let ended: string | null = null;

const matches = (pattern: RegExp | string, text: string) =>
  typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);

/**
 * Claims the console lines of `level` whose text (printf-formatted, as the console prints it) matches `pattern`
 * in the running test: they are checked instead of printed. The test fails if none such line came by its end.
 * Returns the claimed lines' arguments (filled as they come) for a closer look, e.g.
 * `expect(logged.calls[0]).toEqual(['[cashier] …', expect.any(Error)])`.
 *
 * For the lines the code rightly logs when a test provokes a fault; never for React's act() warnings (await the
 * update instead: findBy*, waitFor).
 */
export function expectConsole(level: ConsoleLevel, pattern: RegExp | string): { readonly calls: unknown[][] } {
  if (lines === null) throw new Error('expectConsole is for the body of a test (or its beforeEach)');
  const claim: Claim = { level, pattern, calls: [] };
  claims.push(claim);
  // A line that came before the claim (the test claimed it after the act) is claimed too.
  lines.forEach((line) => {
    if (!line.claimed && claimsLine(claim, line)) take(claim, line);
  });
  return claim;
}

function claimsLine(claim: Claim, line: Line) {
  return claim.level === line.level && matches(claim.pattern, line.text);
}

function take(claim: Claim, line: Line) {
  line.claimed = true;
  claim.calls.push(line.args);
}

/**
 * Lets the running test make console lines of `level` matching `pattern` without failing it, and without requiring
 * one. Only for a line that comes or not for reasons outside the test (a module logs once and caches, so whichever
 * test comes first logs; a timer may fire before the test ends or after); say why where it is used. Anything else is claimed with `expectConsole`.
 */
export function allowConsole(level: ConsoleLevel, pattern: RegExp | string): void {
  if (lines === null) throw new Error('allowConsole is for the body of a test (or its beforeEach)');
  allowed.push({ level, pattern, calls: [] });
  lines.forEach((line) => {
    if (!line.claimed && line.level === level && matches(pattern, line.text)) line.claimed = true;
  });
}

const describeLine = (line: Line) => `console.${line.level}: ${line.text}`;

/** Installs the guard on this test file's console: hooks around every test. Call once, from jest.setup.ts. */
export function installConsoleGuard() {
  LEVELS.forEach((level) => {
    const passThrough = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const text = format(...args);
      if (MACHINE_SPEED_NOISE.some((noise) => noise.test(text))) return;
      // Outside a test (a file's beforeAll/afterAll, or work left running after its test): printed, so a stray line
      // stays visible.
      if (lines === null)
        return ended === null ? passThrough(...args) : passThrough(`[after the test "${ended}" ended] ${text}`);
      const line: Line = { level, text, args, claimed: false };
      lines.push(line);
      const claim = claims.find((c) => claimsLine(c, line));
      if (claim) take(claim, line);
      else if (allowed.some((a) => claimsLine(a, line))) line.claimed = true;
    };
  });

  beforeEach(() => {
    ended = null;
    lines = [];
    claims = [];
    allowed = [];
  });

  afterEach(() => {
    const seen = lines ?? [];
    const made = claims;
    ended = expect.getState().currentTestName ?? 'unnamed';
    lines = null;
    claims = [];
    allowed = [];
    const unclaimed = seen.filter((line) => !line.claimed);
    const unanswered = made.filter((claim) => claim.calls.length === 0);
    if (unclaimed.length === 0 && unanswered.length === 0) return;
    const problems = [
      ...unclaimed.map((line) => `unexpected ${describeLine(line)}`),
      ...unanswered.map((claim) => `expected a console.${claim.level} matching ${String(claim.pattern)}, none came`),
    ];
    throw new Error(
      `The test's console output is not what it claims (docs/testing.md, "Console output"):\n\n${problems.join('\n\n')}`,
    );
  });
}
