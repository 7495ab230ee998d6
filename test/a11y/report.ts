import { CHECKS, type ReportedTarget } from './types';

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));
const padLeft = (text: string, width: number) => ' '.repeat(Math.max(0, width - text.length)) + text;

/**
 * Prints target × check → violations (`–` = not applicable to that target, never counted as a pass), the
 * totals per check and overall, then every violation in full. Returns the exit code: 1 on any violation or
 * harness error, 0 otherwise.
 */
export function printReport(results: ReportedTarget[]): number {
  const idWidth = Math.max(6, ...results.map((result) => result.target.id.length));
  const widths = CHECKS.map((check) => Math.max(check.length, 5));
  const header = `${pad('target', idWidth)} │ ${CHECKS.map((check, i) => padLeft(check, widths[i] ?? 5)).join(' ')} │ errors`;
  const rule = '─'.repeat(header.length);
  const lines = [rule, header, rule];

  const ranPerCheck = CHECKS.map(() => 0);
  const violationsPerCheck = CHECKS.map(() => 0);
  let harnessErrors = 0;
  for (const result of results) {
    const cells = CHECKS.map((check, i) => {
      const found = result.results.find((entry) => entry.check === check);
      const width = widths[i] ?? 5;
      if (!found) return padLeft(result.errors.length > 0 ? '✗' : '–', width);
      if (found.status === 'skipped') return padLeft('–', width);
      ranPerCheck[i] = (ranPerCheck[i] ?? 0) + 1;
      violationsPerCheck[i] = (violationsPerCheck[i] ?? 0) + found.violations.length;
      return padLeft(String(found.violations.length), width);
    });
    harnessErrors += result.errors.length;
    lines.push(`${pad(result.target.id, idWidth)} │ ${cells.join(' ')} │ ${result.errors.length}`);
  }
  lines.push(rule);
  lines.push(
    `${pad('checks run', idWidth)} │ ${CHECKS.map((_, i) => padLeft(String(ranPerCheck[i] ?? 0), widths[i] ?? 5)).join(' ')} │`,
  );
  lines.push(
    `${pad('violations', idWidth)} │ ${CHECKS.map((_, i) => padLeft(String(violationsPerCheck[i] ?? 0), widths[i] ?? 5)).join(' ')} │ ${harnessErrors}`,
  );
  lines.push(rule);
  console.log(lines.join('\n'));

  const totalRuns = ranPerCheck.reduce((sum, n) => sum + n, 0);
  const totalViolations = violationsPerCheck.reduce((sum, n) => sum + n, 0);
  console.log(
    `\nTOTAL: ${results.length} targets, ${totalRuns} checks run, ${totalViolations} violations, ${harnessErrors} harness/page errors ` +
      `(– = not applicable: axe-only target, a host dialog above the cashier, or no cashier dialog showing)`,
  );

  const details = results.filter(
    (result) => result.errors.length > 0 || result.results.some((entry) => entry.violations.length > 0),
  );
  if (details.length > 0) {
    console.log('\nViolations:');
    for (const result of details) {
      console.log(`\n● ${result.target.id}  (${result.target.path})`);
      for (const entry of result.results)
        for (const violation of entry.violations) console.log(`    [${entry.check}] ${violation}`);
      for (const error of result.errors) console.log(`    [error] ${error}`);
    }
  }
  const failed = totalViolations > 0 || harnessErrors > 0;
  console.log(failed ? '\nFAIL: the accessibility sweep found problems.' : '\nPASS: zero violations.');
  return failed ? 1 : 0;
}
