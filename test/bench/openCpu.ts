/**
 * Where the CPU of one open of the cashier goes, by Chromium process type (docs/testing.md, "Browser"): the
 * browser suites are CPU-bound on the 2-core CI machine, so this is what their time is made of.
 *
 *   npx tsx test/bench/openCpu.ts [path] [suite|player]   (default /cash/deposit/ suite; build first)
 *
 * One host-demo + sandbox stack on loopback, the player `verified`, the sweep's reduced motion. Each round measures
 * four steps the suites repeat: a cold open of `path` (page load until the dialog shows), a load of the host's
 * lobby, a sign-in with the sandbox panel (the host emits `re-init-data`) and an open of `path` with the host's link
 * (the fault matrix's warm open). Each step ends once the page has settled as the sweeps wait for it (no request for
 * 1 s: test/faults/quiet.ts), so its trailing renders count. The CPU seconds of every Chromium process (read from
 * /proc, so Linux only) and of this Node process are printed per step and averaged over ROUNDS (default 6; the first
 * round, which fills the HTTP and code caches, is left out of the average). `suite` launches Chromium with the
 * suites' flags (SUITE_CHROMIUM_ARGS), `player` with the player's browser's (CHROMIUM_ARGS); CHROMIUM_EXTRA adds
 * flags (`|`-separated).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { CHROMIUM_ARGS, SUITE_CHROMIUM_ARGS, launchBrowser } from '../e2e/browser';
import { login, recordBusEvents } from '../e2e/host';
import { startStack } from '../e2e/stack';
import { openThroughHost, signInThroughHost } from '../faults/hostPage';
import { trackRequests, waitForQuiet } from '../faults/quiet';

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU ticks (user + system) of every Chromium process, by pid, with its process type. */
function chromiumTicks(): Map<number, { type: string; ticks: number }> {
  const found = new Map<number, { type: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!command.includes('chrom')) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const type = /--type=([a-z-]+)/.exec(command)?.[1] ?? 'browser';
      found.set(Number(entry), { type, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

function secondsByType(
  before: Map<number, { type: string; ticks: number }>,
  after: Map<number, { type: string; ticks: number }>,
): Record<string, number> {
  const seconds: Record<string, number> = {};
  for (const [pid, { type, ticks }] of after)
    seconds[type] = (seconds[type] ?? 0) + (ticks - (before.get(pid)?.ticks ?? 0)) / CLOCK_TICKS_PER_SECOND;
  return seconds;
}

async function main(): Promise<void> {
  const path = process.argv[2] ?? '/cash/deposit/';
  const mode = process.argv[3] === 'player' ? 'player' : 'suite';
  const flags = mode === 'player' ? CHROMIUM_ARGS : SUITE_CHROMIUM_ARGS;
  const extra = process.env.CHROMIUM_EXTRA ? process.env.CHROMIUM_EXTRA.split('|') : [];
  const rounds = Number(process.env.ROUNDS ?? 6);
  const stack = await startStack();
  const browser = await launchBrowser({ reducedMotion: 'reduce', args: [...flags, ...extra] });
  await login(browser.context, stack, 'verified');
  await recordBusEvents(browser.context);
  const page = await browser.context.newPage();
  const requests = trackRequests(page);
  const dialog = page.locator('[data-cashier-root] [role="dialog"]').first();
  const totals = new Map<string, { chromium: number; node: number; count: number }>();

  const measure = async (round: number, step: string, run: () => Promise<void>) => {
    const before = chromiumTicks();
    const nodeBefore = process.cpuUsage();
    await run();
    await waitForQuiet(requests, { windowMs: 1_000, timeoutMs: 10_000 });
    const byType = secondsByType(before, chromiumTicks());
    const nodeUsed = process.cpuUsage(nodeBefore);
    const node = (nodeUsed.user + nodeUsed.system) / 1e6;
    const chromium = Object.values(byType).reduce((sum, seconds) => sum + seconds, 0);
    const shown = Object.entries(byType)
      .filter(([, seconds]) => seconds > 0)
      .map(([type, seconds]) => `${type} ${seconds.toFixed(2)}`)
      .join(', ');
    console.log(
      `round ${round} ${step.padEnd(9)} chromium ${chromium.toFixed(2)} s (${shown}), node ${node.toFixed(2)} s`,
    );
    if (round === 0) return;
    const total = totals.get(step) ?? { chromium: 0, node: 0, count: 0 };
    totals.set(step, { chromium: total.chromium + chromium, node: total.node + node, count: total.count + 1 });
  };

  for (let round = 0; round < rounds; round += 1) {
    await measure(round, 'cold', async () => {
      await page.goto(`${stack.hostUrl}${path}`);
      await dialog.waitFor();
    });
    await measure(round, 'lobby', async () => {
      await page.goto(`${stack.hostUrl}/`);
      await page.getByRole('region', { name: 'Sandbox' }).waitFor();
    });
    await measure(round, 'sign-in', () => signInThroughHost(page, 'verified'));
    await measure(round, 'link open', async () => {
      await openThroughHost(page, path);
      await dialog.waitFor();
    });
  }
  console.log(`\nmean of rounds 1-${rounds - 1} (${mode} flags${extra.length ? ` + ${extra.join(' ')}` : ''}):`);
  for (const [step, total] of totals) {
    const mean = (seconds: number) => (seconds / total.count).toFixed(2);
    console.log(`  ${step.padEnd(9)} chromium ${mean(total.chromium)} CPU-s, node ${mean(total.node)} CPU-s`);
  }
  await browser.close();
  await stack.close();
}

void main();
