/**
 * Where the main thread's time goes during one open of the cashier (issue [6], test/bench/README.md "Where the floor is (and what moved the warm open)"):
 * `npx tsx test/bench/traceOpen.ts [warm|cold|reopen]` (default warm) on the current `dist/` (build first).
 *
 * One host-demo + sandbox stack on loopback (the remote on its own port, the API on the page's origin: no network
 * model, so the numbers are the main thread's, not the network's), the player `verified`, CPU throttled 4× during
 * the open only. A warm open waits for the host's idle preload (the remote loaded, its chunk and data fetched); a
 * re-open closes the first open and opens again 1 s later. Records a Chromium trace (devtools.timeline) and a CPU
 * profile from the click until the readiness mark, then prints each main-thread task ≥ 50 ms with its top-level
 * work (script, style, layout, paint) and the JS functions with the most self time inside it, and the same for the
 * whole open. TRACE_OUT=<file> also writes the raw trace (open it in DevTools' Performance panel).
 * TRACE_CATEGORIES=<list> adds trace categories (`v8,disabled-by-default-v8.compile` for V8's parse and compile
 * events: test/bench/README.md, "V8's compile hint").
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { startServers } from '../../scripts/start';
import { PLAYER_BROWSER, launchBrowser } from '../e2e/browser';
import { login } from '../e2e/host';
import { PROBE_SCRIPT } from './pageProbe';

type Mode = 'warm' | 'cold' | 'reopen';
const mode = (process.argv[2] ?? 'warm') as Mode;
if (!['warm', 'cold', 'reopen'].includes(mode)) throw new Error(`mode must be warm, cold or reopen, not ${mode}`);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Every layout shift with the elements it moved (a short description of each, its rect before and after). */
const SHIFT_SOURCES = `(() => {
  window.__shiftSources = [];
  const describe = (node) => {
    if (!node || !node.tagName) return String(node && node.nodeName);
    const label = node.getAttribute('aria-label') || node.getAttribute('aria-labelledby') || node.getAttribute('role') || '';
    return node.tagName.toLowerCase() + (label ? '[' + label + ']' : '') + ' "' + (node.textContent || '').trim().slice(0, 40) + '"';
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__shiftSources.push({
      t: e.startTime, value: e.value,
      sources: (e.sources || []).map((s) => ({ node: describe(s.node), from: [s.previousRect.y, s.previousRect.height], to: [s.currentRect.y, s.currentRect.height] })),
    });
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** When the dialog, a loading status inside it and the package list first appear (performance.now()). */
const MILESTONES = `(() => {
  const seen = window.__milestones = {};
  const note = (name) => { if (!(name in seen)) seen[name] = performance.now(); };
  // The cashier draws in its shadow root, whose changes an observer of the document does not see: observed too.
  const shadows = new WeakSet();
  const observer = new MutationObserver(() => {
    const shadow = document.querySelector('[data-cashier-root]')?.shadowRoot;
    if (shadow && !shadows.has(shadow)) {
      shadows.add(shadow);
      observer.observe(shadow, { childList: true, subtree: true, characterData: true });
    }
    const dialog = shadow?.querySelector('[role="dialog"]');
    if (!dialog) return;
    note('dialog');
    for (const status of dialog.querySelectorAll('[role="status"]')) if ((status.textContent || '').includes('Loading')) note('loading status: ' + status.textContent.trim().slice(0, 30));
    if (dialog.querySelector('[aria-label="Choose a package"]')) note('package list');
    if (dialog.querySelector('[aria-labelledby="rewards-heading"]')) note('rewards panel');
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function printMilestones(page: Page, since: number): Promise<void> {
  const seen = (await page.evaluate('window.__milestones')) as Record<string, number>;
  console.log('\nmilestones after the click:');
  for (const [name, at] of Object.entries(seen).sort((a, b) => a[1] - b[1]))
    console.log(`  +${(at - since).toFixed(0).padStart(5)} ms  ${name}`);
}

async function printShifts(page: Page, since: number): Promise<void> {
  const shifts = (await page.evaluate('window.__shiftSources')) as {
    t: number;
    value: number;
    sources: { node: string; from: number[]; to: number[] }[];
  }[];
  const open = shifts.filter((shift) => shift.t >= since);
  console.log(
    `\nlayout shifts after the click: ${open.length}, Σ ${open.reduce((sum, shift) => sum + shift.value, 0).toFixed(3)}`,
  );
  for (const shift of open) {
    console.log(`  +${(shift.t - since).toFixed(0)} ms  ${shift.value.toFixed(4)}`);
    for (const source of shift.sources)
      console.log(
        `      ${source.node}  y ${source.from[0]} → ${source.to[0]}, height ${source.from[1]} → ${source.to[1]}`,
      );
  }
}

const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;

async function traced(
  page: Page,
  cdp: CDPSession,
  open: () => Promise<void>,
): Promise<{ events: TraceEvent[]; profile: Profile }> {
  const events: TraceEvent[] = [];
  // The protocol types trace events as plain objects; these carry the fields read below.
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Tracing.start', {
    categories: `devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing${process.env.TRACE_STACKS ? ',disabled-by-default-devtools.timeline.stack' : ''}${process.env.TRACE_CATEGORIES ? `,${process.env.TRACE_CATEGORIES}` : ''}`,
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate('window.__bench.armMark()');
  await open();
  await page.evaluate('window.__bench.markReady');
  await page.waitForTimeout(300);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await cdp.send('Tracing.end');
  await done;
  return { events, profile };
}

function report(events: TraceEvent[], profile: Profile): void {
  const click = events.find(
    (event) => event.name === 'EventDispatch' && (event.args?.data as { type?: string } | undefined)?.type === 'click',
  );
  const mark = events.find((event) => event.name === 'cashier:first-screen-ready');
  if (!click || !mark) throw new Error(`trace without ${click ? 'the readiness mark' : 'the click'}`);
  const main = { pid: click.pid, tid: click.tid };
  const onMain = events.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined,
  );
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && event.ts + (event.dur ?? 0) >= click.ts && event.ts <= mark.ts,
  );
  console.log(
    `${mode} open: click → readiness mark ${ms(mark.ts - click.ts)} (CPU 4×, loopback), ${tasks.length} main-thread tasks`,
  );

  // JS self time per function from the profile, by sample time.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const sampleTimes: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((t += delta));
  const selfTime = (from: number, to: number) => {
    const byFunction = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const at = sampleTimes[index] ?? 0;
      if (at < from || at > to) return;
      const frame = nodes.get(id)?.callFrame;
      if (!frame) return;
      const file = frame.url.split('/').pop() ?? '';
      const key = `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
    });
    return [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  };
  const breakdown = (task: TraceEvent) => {
    const end = task.ts + (task.dur ?? 0);
    const inner = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    const byName = new Map<string, number>();
    for (const event of inner) {
      if (
        ![
          'FunctionCall',
          'EvaluateScript',
          'v8.compile',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'PrePaint',
          'Layerize',
          'ParseAuthorStyleSheet',
          'RunMicrotasks',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'HitTest',
          'MajorGC',
          'MinorGC',
          'V8.GC_SCAVENGER',
          'ResourceReceivedData',
          'ParseHTML',
          'Commit',
        ].includes(event.name)
      )
        continue;
      byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0));
    }
    return [...byName.entries()].sort((a, b) => b[1] - a[1]);
  };
  const longTasks = tasks.filter((task) => (task.dur ?? 0) >= 50_000);
  console.log(`tasks ≥ 50 ms: ${longTasks.length}`);
  // PROFILE_OUT=<file>: the CPU profile with the click, the mark and the long tasks' windows (µs, the profile's clock).
  if (process.env.PROFILE_OUT) {
    const windows = longTasks.map((task) => ({ from: task.ts, to: task.ts + (task.dur ?? 0) }));
    writeFileSync(
      process.env.PROFILE_OUT,
      JSON.stringify({ profile, click: click.ts, mark: mark.ts, longTasks: windows }),
    );
  }
  for (const task of longTasks) {
    console.log(`\n  task at +${ms(task.ts - click.ts)}, ${ms(task.dur ?? 0)}`);
    console.log(
      `    work (nested, may overlap): ${breakdown(task)
        .map(([name, dur]) => `${name} ${ms(dur)}`)
        .join(', ')}`,
    );
    console.log('    JS self time:');
    for (const [name, dur] of selfTime(task.ts, task.ts + (task.dur ?? 0)))
      console.log(`      ${ms(dur).padStart(9)}  ${name}`);
  }
  console.log('\n  every task of the open, longest first (start after the click, duration):');
  for (const task of [...tasks].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 10)) {
    console.log(
      `    +${ms(task.ts - click.ts).padStart(9)}  ${ms(task.dur ?? 0).padStart(9)}  ${breakdown(task)
        .slice(0, 4)
        .map(([name, dur]) => `${name} ${ms(dur)}`)
        .join(', ')}`,
    );
  }
  const busy = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const totals = new Map<string, number>();
  for (const task of tasks) for (const [name, dur] of breakdown(task)) totals.set(name, (totals.get(name) ?? 0) + dur);
  console.log(
    `\n  main thread busy ${ms(busy)} of ${ms(mark.ts - click.ts)}; by kind (nested, may overlap): ${[
      ...totals.entries(),
    ]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, dur]) => `${name} ${ms(dur)}`)
      .join(', ')}`,
  );
  // With TRACE_CATEGORIES=v8,disabled-by-default-v8.compile: the functions V8 compiled lazily on the main thread during
  // the open (outermost V8.CompileCode events; test/bench/README.md, "V8's compile hint").
  const compiles = onMain.filter(
    (event) => event.name === 'V8.CompileCode' && event.ts >= click.ts && event.ts <= mark.ts,
  );
  if (compiles.length > 0) {
    let outerEnd = 0;
    let count = 0;
    let time = 0;
    for (const event of compiles.sort((a, b) => a.ts - b.ts)) {
      if (event.ts < outerEnd) continue;
      outerEnd = event.ts + (event.dur ?? 0);
      count += 1;
      time += event.dur ?? 0;
    }
    console.log(`\n  lazy compiles on the main thread: ${count} functions, ${ms(time)}`);
  }
  console.log('\n  JS self time over the whole open:');
  for (const [name, dur] of selfTime(click.ts, mark.ts)) console.log(`    ${ms(dur).padStart(9)}  ${name}`);
}

/** The rules of the cashier's shadow root: its style tags' and the sheet it adopts (cashierDom.ts, styleTargetFor). */
function styleRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shadow = document.querySelector('[data-cashier-root]')?.shadowRoot;
    const sheets = shadow ? [...shadow.styleSheets, ...shadow.adoptedStyleSheets] : [];
    return sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  });
}

/** performance.now() of the last "Cashier" click the page saw. */
async function clickTime(page: Page): Promise<number> {
  const clicks = (await page.evaluate('window.__bench.clicks')) as { t: number; text: string }[];
  return clicks.filter((click) => click.text === 'Cashier').at(-1)?.t ?? 0;
}

async function main(): Promise<void> {
  const stack = await startServers({ hostPort: 0, remotePort: 0 });
  const browser = await launchBrowser({
    viewport: { width: 1280, height: 800 },
    ...PLAYER_BROWSER,
  });
  try {
    await login(browser.context, stack, 'verified');
    await browser.context.addInitScript(PROBE_SCRIPT);
    await browser.context.addInitScript(SHIFT_SOURCES);
    await browser.context.addInitScript(MILESTONES);
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    if (mode === 'cold') {
      // Nothing of the remote fetched before the click: its requests are held until then.
      const held: (() => Promise<void>)[] = [];
      let open = false;
      const remote = new URL(stack.remoteUrl).origin;
      await page.route(
        (url) => url.origin === remote,
        (route) => (open ? route.continue() : void held.push(() => route.continue())),
      );
      await page.goto(`${stack.hostUrl}/`, { waitUntil: 'load' });
      const { events, profile } = await traced(page, cdp, async () => {
        await page.getByRole('button', { name: 'Cashier', exact: true }).click();
        open = true;
        await Promise.all(held.splice(0).map((release) => release()));
      });
      report(events, profile);
      await printMilestones(page, await clickTime(page));
      await printShifts(page, await clickTime(page));
      if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));
      return;
    }
    await page.goto(`${stack.hostUrl}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.cashierState === 'ready');
    // The host's idle preload: the package list's chunk and data.
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/rest/cash/cards/')),
      undefined,
      { timeout: 10_000 },
    );
    await page.waitForTimeout(1000);
    if (mode === 'reopen') {
      await page.getByRole('button', { name: 'Cashier', exact: true }).click();
      await page.getByRole('list', { name: 'Choose a package' }).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.waitForTimeout(1000);
    }
    const rulesBefore = await styleRules(page);
    const { events, profile } = await traced(page, cdp, () =>
      page.getByRole('button', { name: 'Cashier', exact: true }).click(),
    );
    report(events, profile);
    const rulesAfter = await styleRules(page);
    const added = rulesAfter.filter((rule) => !rulesBefore.includes(rule));
    console.log(
      `\nthe cashier's style tag: ${rulesBefore.length} rules before the click, ${rulesAfter.length} after the open`,
    );
    if (process.env.TRACE_RULES) for (const rule of added) console.log(`  added: ${rule.slice(0, 160)}`);
    await printMilestones(page, await clickTime(page));
    await printShifts(page, await clickTime(page));
    if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));
  } finally {
    await browser.close().catch(() => undefined);
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
