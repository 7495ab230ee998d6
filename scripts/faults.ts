/**
 * `npm run test:faults`: builds the remote and the host-demo (unless E2E_SKIP_BUILD=1), then runs the fault
 * matrix of test/faults in headless Chromium: every call of contracts/ that a scenario file reaches × every
 * fault (500, 503, hang, network abort, malformed JSON, contract-breaking body, 401 in both forms), and for every
 * money-moving call the `lost` column (the call done, its answer lost; retry, reopen, reload: test/faults/lost.ts).
 *
 * Environment: FAULTS_WORKERS (cases at once, default 2), FAULTS_FILTER (only call ids containing it),
 * FAULTS_COLUMNS (only these columns, comma-separated labels such as `lost` or `500,lost`), FAULTS_LOST_TIMES
 * (how many requests of the call lose their answer in the `lost` column; default all until the cashier settles),
 * FAULTS_TIMEOUT_MS (the cashier's request timeout in the run, default 2500), CHROMIUM_PATH.
 * Exits non-zero on any failed case; calls with no scenario are listed as "not reachable yet"; `lost` cases of the
 * calls in LOST_PENDING (test/faults/lost.ts) are reported as "pending [11]: not yet safe" and do not fail it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MATRIX_FAULTS } from '../test/faults/faultKinds';
import { LOST_TIMES } from '../test/faults/lost';
import { CHROMIUM_PATH, LOST_COLUMN, MATRIX_REQUEST_TIMEOUT_MS, printReport, runMatrix } from '../test/faults/matrix';

const root = path.resolve(__dirname, '..');

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium`);
    return 1;
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) return build.status ?? 1;
  }
  const workers = positiveInt('FAULTS_WORKERS', 2);
  const requestTimeoutMs = positiveInt('FAULTS_TIMEOUT_MS', MATRIX_REQUEST_TIMEOUT_MS);
  console.log(`fault matrix: ${workers} workers, request timeout ${requestTimeoutMs} ms`);
  const columns = process.env.FAULTS_COLUMNS ? process.env.FAULTS_COLUMNS.split(',').map((label) => label.trim()).filter((label) => label !== '') : undefined;
  const known = [...MATRIX_FAULTS.map((fault) => fault.label), LOST_COLUMN];
  const unknownColumns = (columns ?? []).filter((label) => !known.includes(label));
  if (unknownColumns.length > 0) {
    console.error(`FAULTS_COLUMNS: no column ${unknownColumns.join(', ')} (columns: ${known.join(', ')})`);
    return 1;
  }
  const lostTimes = process.env.FAULTS_LOST_TIMES ? positiveInt('FAULTS_LOST_TIMES', 1) : LOST_TIMES;
  if (lostTimes !== undefined) console.log(`lost column: the answers of ${lostTimes} request(s) lost (default: all until the cashier settles)`);
  const report = await runMatrix({ workers, requestTimeoutMs, filter: process.env.FAULTS_FILTER || undefined, columns, lostTimes });
  return printReport(report) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
