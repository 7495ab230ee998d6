/**
 * Playwright reporter of the accessibility sweep (`npm run test:a11y` adds it with `--reporter`): collects the
 * result each test of sweep.spec.ts attaches and, once all have run, prints report.ts's table (target × check →
 * violations, totals, every violation in full). A test that ended before it could report (it timed out, its worker
 * died) is a target with a harness error. It ignores every other test, so it may also be added to a run of several
 * projects.
 */
import path from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { printReport } from './report';
import { TARGET_ATTACHMENT, type ReportedTarget } from './types';

const SPEC = path.join(__dirname, 'sweep.spec.ts');
const isSweepTest = (test: TestCase): boolean => path.resolve(test.location.file) === SPEC;

/** Playwright's error messages carry terminal colours; the report is plain text. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text: string): string => text.replace(ANSI_COLOUR, '');

export default class A11ySweepReporter implements Reporter {
  private tests: TestCase[] = [];
  private started = Date.now();
  private readonly reported = new Map<string, ReportedTarget[]>();

  printsToStdio(): boolean {
    return true;
  }

  onBegin(_config: unknown, suite: Suite): void {
    this.tests = suite.allTests().filter(isSweepTest);
    this.started = Date.now();
    if (this.tests.length > 0 && process.env.A11Y_BREAK)
      console.log(`\n!! deliberate break "${process.env.A11Y_BREAK}" installed: this run must fail\n`);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!isSweepTest(test)) return;
    // One row per attachment: a target with a dark pass reports two.
    const rows = result.attachments.flatMap((entry) =>
      entry.name === TARGET_ATTACHMENT && entry.body ? [JSON.parse(entry.body.toString('utf8')) as ReportedTarget] : [],
    );
    if (rows.length > 0) {
      this.reported.set(test.id, rows);
    } else if (result.status === 'failed' || result.status === 'timedOut' || result.status === 'interrupted') {
      const errors = result.errors.map(
        (error) => `harness: ${plain(error.message ?? error.value ?? 'unknown').split('\n')[0]}`,
      );
      this.reported.set(test.id, [
        {
          target: { id: test.title, path: '?' },
          results: [],
          errors: errors.length > 0 ? errors : [`harness: the test ended ${result.status} before its target reported`],
        },
      ]);
    }
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (this.tests.length === 0) return undefined;
    // In the targets' order, whatever order the workers finished in; a target that did not run at all is left out.
    const results = this.tests.flatMap((test) => this.reported.get(test.id) ?? []);
    console.log(
      `\n${results.length} rows reported by ${this.tests.length} targets, ${((Date.now() - this.started) / 1000).toFixed(1)} s`,
    );
    const failed = printReport(results) !== 0;
    return failed && result.status === 'passed' ? { status: 'failed' } : undefined;
  }
}
