/**
 * Playwright reporter of the fault matrix (`npm run test:faults` adds it with `--reporter`): collects the result
 * each test of matrix.spec.ts attaches and, once all have run, prints matrix.ts's report (call × fault table,
 * unreachable calls, totals, the `lost` column in detail, every failure's reasons). It fails the run on what the
 * report fails and no single test does (a scenario of an unknown call, a stale LOST_PENDING entry). It ignores
 * every other test, so it may also be added to a run of several projects.
 */
import path from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { LOST_PENDING, rowOf, type LostCaseResult } from './lost';
import { CASE_ATTACHMENT, caseTitle, matrixOptionsFromEnv, planMatrix, printReport, type MatrixCase } from './matrix';
import type { CaseResult } from './runCase';

const SPEC = path.join(__dirname, 'matrix.spec.ts');

interface Attached {
  title: string;
  case?: CaseResult;
  lost?: LostCaseResult;
}

const isMatrixTest = (test: TestCase): boolean => path.resolve(test.location.file) === SPEC;

/** A case that ended before it could report (the test timed out, the worker died): failed, with Playwright's errors. */
function failedCase(item: MatrixCase, errors: string[]): Attached {
  const base = { callId: item.scenario.callId, row: rowOf(item.scenario), passed: false, problems: errors, ms: 0 };
  if (item.way === undefined) return { title: caseTitle(item), case: { ...base, fault: item.fault.label } };
  return {
    title: caseTitle(item),
    lost: {
      ...base,
      fault: `lost:${item.way}`,
      way: item.way,
      effects: 0,
      requests: { beforeAgain: 0, total: 0 },
      readings: [],
      redone: false,
      notes: [],
      pending: LOST_PENDING.includes(item.scenario.callId),
    },
  };
}

/** Playwright's error messages carry terminal colours; the report is plain text. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text: string): string => text.replace(ANSI_COLOUR, '');

export default class FaultMatrixReporter implements Reporter {
  private active = false;
  private started = Date.now();
  private readonly attached = new Map<string, Attached>();
  private readonly errors = new Map<string, string[]>();

  printsToStdio(): boolean {
    return true;
  }

  onBegin(_config: unknown, suite: Suite): void {
    const tests = suite.allTests().filter(isMatrixTest);
    this.active = tests.length > 0;
    this.started = Date.now();
    if (!this.active) return;
    const options = matrixOptionsFromEnv();
    console.log(
      `fault matrix: ${tests.length} cases, request timeout ${options.requestTimeoutMs} ms${options.filter ? `, FAULTS_FILTER=${options.filter}` : ''}${options.columns ? `, columns ${options.columns.join(',')}` : ''}`,
    );
    if (options.lostTimes !== undefined)
      console.log(
        `lost column: the answers of ${options.lostTimes} request(s) lost (default: all until the cashier settles)`,
      );
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!isMatrixTest(test)) return;
    const attachment = result.attachments.find((entry) => entry.name === CASE_ATTACHMENT && entry.body !== undefined);
    if (attachment?.body) {
      this.attached.set(test.title, JSON.parse(attachment.body.toString('utf8')) as Attached);
      this.errors.delete(test.title);
      return;
    }
    if (result.status === 'failed' || result.status === 'timedOut' || result.status === 'interrupted') {
      const errors = result.errors.map(
        (error) => `harness error: ${plain(error.message ?? error.value ?? 'unknown').split('\n')[0]}`,
      );
      this.errors.set(
        test.title,
        errors.length > 0 ? errors : [`harness error: the test ended ${result.status} before its case reported`],
      );
    }
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (!this.active) return undefined;
    const plan = planMatrix(matrixOptionsFromEnv());
    const results: CaseResult[] = [];
    const lost: LostCaseResult[] = [];
    // In the plan's order, whatever order the workers finished in; a case that did not run at all is left out (`?`).
    for (const item of plan.cases) {
      const title = caseTitle(item);
      const errors = this.errors.get(title);
      const outcome = this.attached.get(title) ?? (errors ? failedCase(item, errors) : undefined);
      if (outcome?.case) results.push(outcome.case);
      if (outcome?.lost) lost.push(outcome.lost);
    }
    const ok = printReport({ ...plan, results, lost, durationMs: Date.now() - this.started });
    return !ok && result.status === 'passed' ? { status: 'failed' } : undefined;
  }
}
