import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { callContracts } from '../../contracts/api/registry';
import { startServers } from '../../scripts/start';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser';
import type { Stack } from '../e2e/stack';
import { loadScenarios, type CallScenario } from '../scenarios';
import { MATRIX_FAULTS, type MatrixFault } from './faultKinds';
import { describeReading, LOST_PENDING, LOST_WAYS, MONEY_MOVING_CALLS, rowOf, runLostCase, type LostCaseResult, type LostWay } from './lost';
import { runCase, type CaseResult } from './runCase';

/**
 * Short enough that a hang costs a case seconds, long enough that healthy loopback answers never hit it even on
 * a busy 2-core machine (1500 ms did, with other jobs running: a healthy call timed out and showed its error).
 */
export const MATRIX_REQUEST_TIMEOUT_MS = 2500;

/** Re-exported for scripts/faults.ts. */
export { CHROMIUM_PATH };

const root = path.resolve(__dirname, '../..');

export interface MatrixOptions {
  /** Cases at once; each worker has its own servers and sandbox (faults are global to one sandbox). */
  workers: number;
  requestTimeoutMs: number;
  /** Only calls whose id contains this. */
  filter?: string;
  /** Only these columns (fault labels and `lost`); all when undefined. */
  columns?: readonly string[];
  /** `lost` column: how many requests of the call lose their answer (default LOST_TIMES in lost.ts). */
  lostTimes?: number;
}

/** The column of issue [11]'s lost answers (lost.ts); the other columns are MATRIX_FAULTS. */
export const LOST_COLUMN = 'lost';

export interface MatrixReport {
  results: CaseResult[];
  /** Registered calls that no scenario reaches yet. */
  unreachable: string[];
  /** Scenario call ids that are not in the contract registry (a typo or a removed call): always a miss. */
  unknown: string[];
  faults: readonly MatrixFault[];
  calls: string[];
  durationMs: number;
  /** The `lost` column's cases (money-moving calls × retry / reopen / reload); empty when the column is not run. */
  lost: LostCaseResult[];
  /** Whether the `lost` column was run. */
  lostRun: boolean;
  /** Money-moving calls (lost.ts) that no scenario reaches yet. */
  lostUnreachable: string[];
  /** Ids in MONEY_MOVING_CALLS or LOST_PENDING that are not in the registry, or pending ids that are not money-moving. */
  lostUnknown: string[];
}

type Case = { scenario: CallScenario; fault: MatrixFault; way?: undefined } | { scenario: CallScenario; way: LostWay; fault?: undefined };

/**
 * A harness action that timed out on a loaded machine (a click the page did not take in time), as opposed to an
 * assertion about the cashier. Seen twice in 168 cases on a clean-clone CI run (the host's Play button covered by
 * a cashier overlay that was open again after Escape had closed it), never reproduced in 168 further runs of the deposit
 * cases; the report names every case that needed a second run.
 */
function isHarnessTimingProblem(problem: string): boolean {
  return problem.startsWith('harness error: locator.') || problem.startsWith('the host-demo Play control could not be clicked');
}

export async function runMatrix(options: MatrixOptions): Promise<MatrixReport> {
  const started = Date.now();
  const registered: string[] = callContracts.map((call) => call.id);
  const { calls: allScenarios } = loadScenarios();
  const scenarios = allScenarios.filter((scenario) => !options.filter || scenario.callId.includes(options.filter));
  const unknown = scenarios.map((scenario) => scenario.callId).filter((id) => !registered.includes(id));
  // One scenario per call is the matrix's row; a second one for the same call is kept as its own row.
  const covered = new Set(scenarios.map((scenario) => scenario.callId));
  const calls = registered.filter((id) => !options.filter || id.includes(options.filter));
  const unreachable = calls.filter((id) => !covered.has(id));

  const wanted = (label: string) => !options.columns || options.columns.includes(label);
  const faults = MATRIX_FAULTS.filter((fault) => wanted(fault.label));
  const lostRun = wanted(LOST_COLUMN);
  const known = scenarios.filter((scenario) => registered.includes(scenario.callId));
  const queue: Case[] = [
    ...known.flatMap((scenario) => faults.filter((fault) => !scenario.columns || scenario.columns.includes(fault.label)).map((fault): Case => ({ scenario, fault }))),
    ...(lostRun
      ? known.filter((scenario) => MONEY_MOVING_CALLS.includes(scenario.callId) && (!scenario.columns || scenario.columns.includes(LOST_COLUMN))).flatMap((scenario) => LOST_WAYS.map((way): Case => ({ scenario, way }))) : []),
  ];
  const lostUnknown = [
    ...[...MONEY_MOVING_CALLS, ...LOST_PENDING].filter((id) => !registered.includes(id)),
    ...LOST_PENDING.filter((id) => registered.includes(id) && !MONEY_MOVING_CALLS.includes(id)),
  ];
  const lostUnreachable = lostRun ? MONEY_MOVING_CALLS.filter((id) => calls.includes(id) && !covered.has(id)) : [];
  const lost: LostCaseResult[] = [];

  const dir = mkdtempSync(path.join(tmpdir(), 'cashier-faults-'));
  process.env.XDG_CONFIG_HOME = path.join(dir, 'config');
  process.env.XDG_CACHE_HOME = path.join(dir, 'cache');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const stacks: Stack[] = [];
  const results: CaseResult[] = [];
  try {
    const workers = Math.max(1, Math.min(options.workers, queue.length));
    for (let i = 0; i < workers; i += 1) {
      stacks.push(
        await startServers({
          hostPort: 0,
          remotePort: 0,
          hostDir: path.join(root, 'dist/host'),
          remoteDir: path.join(root, 'dist/remote'),
          config: { requestTimeoutMs: options.requestTimeoutMs },
        }),
      );
    }
    let next = 0;
    await Promise.all(
      stacks.map(async (stack) => {
        // Cases are serialized per stack: one sandbox never has two cases' faults at once.
        for (;;) {
          const index = next;
          next += 1;
          const item = queue[index];
          if (!item) return;
          if (item.way !== undefined) {
            const result = await runLostCase({ browser, stack, scenario: item.scenario, way: item.way, requestTimeoutMs: options.requestTimeoutMs, lostTimes: options.lostTimes });
            lost.push(result);
            const mark = result.passed ? 'pass' : result.pending ? 'pend' : 'FAIL';
            console.log(`  ${mark.padEnd(4)} ${result.row} × lost, ${item.way} (${result.effects} effects; ${(result.ms / 1000).toFixed(1)} s)`);
            continue;
          }
          const run = () => runCase({ browser, stack, scenario: item.scenario, fault: item.fault, requestTimeoutMs: options.requestTimeoutMs });
          let result = await run();
          if (!result.passed && result.problems.every(isHarnessTimingProblem)) {
            // Only a Playwright action timing out gets a second run; any assertion the case makes fails at once.
            const again = await run();
            result = again.passed ? { ...again, flaky: result.problems } : again;
          }
          results.push(result);
          const mark = result.passed ? (result.flaky ? 'pass*' : 'pass') : 'FAIL';
          console.log(`  ${mark.padEnd(4)} ${rowOf(item.scenario)} × ${item.fault.label} (${(result.ms / 1000).toFixed(1)} s)`);
        }
      }),
    );
  } finally {
    await Promise.all(stacks.map((stack) => stack.close().catch(() => undefined)));
    await browser.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
  return { results, unreachable, unknown, faults, calls, durationMs: Date.now() - started, lost, lostRun, lostUnreachable, lostUnknown };
}

/** The `lost` cell of a row: pass (all three ways), pend (failing, on LOST_PENDING), FAIL, or `·` for a call that moves no money. */
function lostCell(report: MatrixReport, row: string): string {
  const cases = report.lost.filter((result) => result.row === row);
  if (cases.length === 0) return report.lostRun ? '·' : '';
  if (cases.every((result) => result.passed)) return 'pass';
  return cases.some((result) => !result.passed && !result.pending) ? 'FAIL' : 'pend';
}

/** Pending calls (LOST_PENDING) whose every `lost` case passed: the list is out of date. */
function stalePending(report: MatrixReport, pending: readonly string[]): string[] {
  const ids = [...new Set(report.lost.map((result) => result.callId))];
  return ids.filter((id) => pending.includes(id) && report.lost.filter((result) => result.callId === id).every((result) => result.passed));
}

/** The `lost` column in detail: per row and way, the server's effects and what the screen said. */
function printLost(report: MatrixReport): void {
  if (!report.lostRun) return;
  const rows = [...new Set(report.lost.map((result) => result.row))];
  console.log(`\nLost answers (issue [11]): effects on the server after each way (expected exactly 1) and the screen\n`);
  const width = Math.max(28, ...rows.map((row) => row.length)) + 2;
  console.log(`${'call'.padEnd(width)}${LOST_WAYS.map((way) => way.padEnd(20)).join('')}`);
  console.log('-'.repeat(width + 60));
  for (const row of rows) {
    const cells = LOST_WAYS.map((way) => {
      const result = report.lost.find((entry) => entry.row === row && entry.way === way);
      if (!result) return '?'.padEnd(20);
      const mark = result.passed ? 'pass' : result.pending ? 'pend' : 'FAIL';
      return `${mark} ${result.effects} eff`.padEnd(20);
    });
    console.log(`${row.padEnd(width)}${cells.join('')}`);
  }
  for (const id of report.lostUnreachable) console.log(`${id.padEnd(width)}${'–  not reachable yet (no scenario)'}`);
  for (const result of report.lost) {
    const mark = result.passed ? 'pass' : result.pending ? 'pending [11]: not yet safe' : 'FAIL';
    console.log(
      `\n- ${result.row} × lost, ${result.way}: ${mark}; ${result.effects} effect${result.effects === 1 ? '' : 's'} on the server; requests of the call: ${result.requests.beforeAgain} before the player acted again, ${result.requests.total} in all`,
    );
    for (const reading of result.readings) console.log(`    screen ${describeReading(reading)}`);
    console.log(`    the player ${result.redone ? 'did it again' : 'did not do it again'}`);
    for (const note of result.notes) console.log(`    note: ${note}`);
    if (!result.passed) for (const problem of result.problems) console.log(`    ${result.pending ? 'pending' : 'FAIL'}: ${problem}`);
  }
}

/**
 * The call × fault table, the totals and every failure's reasons. Returns true when nothing was missed. `pending`:
 * the calls whose `lost` failures do not fail the run (LOST_PENDING; report.test.ts passes its own list, so the rules
 * stay tested while the real list is empty).
 */
export function printReport(report: MatrixReport, pending: readonly string[] = LOST_PENDING): boolean {
  const labels = [...report.faults.map((fault) => fault.label), ...(report.lostRun ? [LOST_COLUMN] : [])];
  const rowIds = [...new Set([...report.results.map((result) => result.row), ...report.lost.map((result) => result.row)])];
  const width = Math.max(28, ...report.calls.map((id) => id.length), ...rowIds.map((id) => id.length)) + 2;
  const cell = (text: string, size: number) => text.padEnd(size);
  const sizes = labels.map((label) => Math.max(label.length, 4) + 2);
  const line = (first: string, cells: string[], tail = '') => `${cell(first, width)}${cells.map((text, i) => cell(text, sizes[i])).join('')}${tail}`;

  console.log('\nFault matrix (call × fault): pass / FAIL / – (not reachable yet); lost: pend = pending [11] (LOST_PENDING), · = moves no money\n');
  console.log(line('call', labels));
  console.log('-'.repeat(width + sizes.reduce((sum, size) => sum + size, 0) + 22));
  for (const id of rowIds) {
    const row = labels.map((label) => {
      if (label === LOST_COLUMN) return lostCell(report, id);
      const result = report.results.find((entry) => entry.row === id && entry.fault === label);
      return result ? (result.passed ? 'pass' : 'FAIL') : '?';
    });
    console.log(line(id, row));
  }
  for (const id of report.unreachable) console.log(line(id, labels.map(() => '–'), '  not reachable yet'));

  const passed = report.results.filter((result) => result.passed).length;
  const failed = report.results.length - passed;
  console.log('');
  console.log(`calls in contracts/: ${report.calls.length}; with a scenario: ${rowIds.length}; not reachable yet: ${report.unreachable.length}`);
  console.log(`cases: ${report.results.length} run, ${passed} pass, ${failed} FAIL; ${report.unreachable.length * report.faults.length} not run (not reachable yet, not counted as passes)`);
  const lostFailed = report.lost.filter((result) => !result.passed && !result.pending);
  const lostPending = report.lost.filter((result) => !result.passed && result.pending);
  const stale = stalePending(report, pending);
  if (report.lostRun) {
    console.log(
      `lost cases: ${report.lost.length} run, ${report.lost.filter((result) => result.passed).length} pass, ${lostPending.length} pending [11] (LOST_PENDING: ${pending.length} calls), ${lostFailed.length} FAIL; money-moving calls not reachable yet: ${report.lostUnreachable.length}`,
    );
  }
  console.log(`duration: ${(report.durationMs / 1000).toFixed(1)} s`);
  for (const id of report.unknown) console.log(`FAIL scenario for "${id}": no such call in contracts/api/registry.ts`);
  for (const id of report.lostUnknown) console.log(`FAIL test/faults/lost.ts names "${id}": not a call of contracts/api/registry.ts, or pending without being money-moving`);
  for (const id of stale) console.log(`FAIL LOST_PENDING lists ${id}, but all its lost cases pass now: take it off the list (test/faults/lost.ts)`);
  const flaky = report.results.filter((result) => result.passed && result.flaky);
  if (flaky.length > 0) {
    console.log(`\nPassed on a second run (pass*; a harness action timed out on the first, see isHarnessTimingProblem):`);
    for (const result of flaky) console.log(`- ${result.row} × ${result.fault}: ${(result.flaky ?? []).join(' | ').slice(0, 400)}`);
  }
  printLost(report);
  const failures = report.results.filter((result) => !result.passed);
  if (failures.length > 0) {
    console.log('\nFailures:');
    for (const failure of failures) {
      console.log(`- ${failure.row} × ${failure.fault}`);
      for (const problem of failure.problems) console.log(`    ${problem}`);
    }
  }
  if (lostPending.length > 0) console.log(`\n${lostPending.length} lost case(s) pending [11]: not yet safe (listed in LOST_PENDING; they do not fail the run)`);
  return failures.length === 0 && report.unknown.length === 0 && lostFailed.length === 0 && report.lostUnknown.length === 0 && stale.length === 0;
}
