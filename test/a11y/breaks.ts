import type { BrowserContext } from 'playwright-core';

/**
 * Deliberate breaks (`A11Y_BREAK=<name> npm run test:a11y`), to show each kind of check can fail. They act on
 * the page only, never on product files: the remote's built chunks are rewritten in flight by a Playwright
 * route, or an init script changes behaviour in the page.
 */
export const BREAKS = {
  /** IconButton loses its accessible name (aria-label and title): axe `button-name` on Back/Close. */
  'aria-label': { chunk: [[/"aria-label":([\w$]+),title:[\w$]+\?\?[\w$]+,/g, '"data-a11y-broken":$1,']] },
  /** The kit's focus ring is drawn 0 px wide: the focus-visible check. */
  'focus-ring': { chunk: [[/(&:focus-visible\s*\{\s*outline:\s*)3px/g, '$10px']] },
  /** The kit's icon buttons (Back, Close) are 24 px tall and 2000 px wide: the layout check (tap target, overflow). */
  layout: { chunk: [[/width:\s*44px;\s*height:\s*44px;/g, 'width: 24px; height: 24px; min-width: 2000px;']] },
  /** A page script swallows Tab before the cashier's trap sees it: tab-trap and host-blocked checks. */
  trap: {
    init: `window.addEventListener('keydown', function (event) { if (event.key === 'Tab') event.stopImmediatePropagation(); }, true);`,
  },
} satisfies Record<string, { chunk?: [RegExp, string][]; init?: string }>;

export type BreakName = keyof typeof BREAKS;

export const isBreakName = (name: string): name is BreakName => Object.hasOwn(BREAKS, name);

/** The break A11Y_BREAK asks for; undefined without one; throws on an unknown name (the run stops before any target). */
export function a11yBreakFromEnv(env: NodeJS.ProcessEnv = process.env): BreakName | undefined {
  const name = env.A11Y_BREAK;
  if (name === undefined || name === '') return undefined;
  if (!isBreakName(name))
    throw new Error(`A11Y_BREAK: unknown break "${name}"; one of: ${Object.keys(BREAKS).join(', ')}`);
  return name;
}

/** Installs a break on the context; `remoteUrl` is the origin the remote's files come from. */
export async function installBreak(context: BrowserContext, name: BreakName, remoteUrl: string): Promise<void> {
  const spec: { chunk?: [RegExp, string][]; init?: string } = BREAKS[name];
  if (spec.init) await context.addInitScript(spec.init);
  const rewrites = spec.chunk;
  if (!rewrites) return;
  let hits = 0;
  await context.route(
    (url) => url.origin === new URL(remoteUrl).origin && url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      for (const [pattern, replacement] of rewrites) {
        body = body.replace(pattern, (...match: string[]) => {
          hits += 1;
          return replacement.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '');
        });
      }
      await route.fulfill({ response, body });
    },
  );
  process.on('exit', () => {
    if (hits === 0)
      console.error(
        `break "${name}" matched nothing in the remote's chunks: the built code changed, update test/a11y/breaks.ts`,
      );
  });
}
