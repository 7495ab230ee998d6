/**
 * The static checks of `npm test` side by side (`npm run checks`): the type check, the lint (eslint + prettier) and
 * the size budgets (which build the remote). Each is one process on one core, so on a 2-core machine running them
 * together takes about half their summed time; jest, which fills every core itself, runs after them
 * (docs/testing.md, "CI"). A passing check prints one line (its name and time: `npm run size` shows the size
 * table); a failing one prints its whole output in one block under its name, so blocks never interleave. The
 * script fails when any check fails, after all have ended.
 *
 *   tsx scripts/checks.ts
 */
import { spawn } from 'node:child_process';

interface Check {
  name: string;
  /** An npm script of package.json. */
  script: string;
}

const CHECKS: readonly Check[] = [
  { name: 'types', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'size', script: 'size' },
];

interface Ended {
  name: string;
  code: number;
  seconds: number;
  output: string;
}

function run(check: Check): Promise<Ended> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', check.script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const end = (code: number) =>
      resolve({
        name: check.name,
        code,
        seconds: Math.round((Date.now() - started) / 100) / 10,
        output: Buffer.concat(chunks).toString('utf8'),
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });
}

async function main(): Promise<void> {
  const ended = await Promise.all(
    CHECKS.map((check) =>
      run(check).then((result) => {
        const status = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
        const body = result.code === 0 ? '' : result.output.trimEnd();
        console.log(`== ${result.name}: ${status} in ${result.seconds} s${body ? `\n${body}` : ''}`);
        return result;
      }),
    ),
  );
  const failed = ended.filter((result) => result.code !== 0).map((result) => result.name);
  if (failed.length > 0) {
    console.error(`checks failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

void main();
