import type * as v from 'valibot';
import type { CallContract } from '@contracts/http';

/** Arguments of the base query: which contract, and the values for its params, query and body. */
export interface ContractArgs {
  call: CallContract;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** `/rest/cash/history/:mode/` + `{ mode: 'all' }` → `/rest/cash/history/all/`. */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Short, readable description of what broke the contract: `data.items[0].status: Invalid type…`. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map((item) => String(item.key)).join('.') ?? '(root)';
      return `${path}: ${issue.message}`;
    })
    .join('; ');
}
