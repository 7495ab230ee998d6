import type { Page } from 'playwright-core';
import { loadAxe } from '../e2e/axe';

/** The WCAG tags the sweep enforces (issue 3: wcag2a, wcag2aa, wcag21aa, wcag22aa; 2.1 A as well). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * axe-core on the whole page (host and cashier), or on the element `include` selects, one line per failing node: rule, impact, help, the node's
 * selector and axe's own summary of what to fix (contrast figures, missing names…). Like test/e2e/axe.ts, but
 * with the summary, so a report says exactly what is wrong. Loaded as test/e2e/axe.ts loads it (loadAxe).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(
    async ([tags, scope]) => {
      type AxeNode = { target: string[]; failureSummary?: string };
      type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: AxeNode[] }[] };
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe;
      // An included element's open shadow root is part of what axe checks.
      const context = scope === undefined ? document : { include: [[scope]] };
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.flatMap((violation) =>
        violation.nodes.map((node) => {
          const summary = (node.failureSummary ?? '')
            .split('\n')
            .slice(1)
            .map((line) => line.trim())
            .filter(Boolean)
            .join(' / ');
          return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${node.target.join(' ')}${summary ? ` — ${summary}` : ''}`;
        }),
      );
    },
    [[...AXE_TAGS], include] as const,
  );
}
