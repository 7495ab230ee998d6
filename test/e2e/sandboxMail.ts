import assert from 'node:assert/strict';
import type { Stack } from './stack';

/** The last code the sandbox e-mailed (its log, as the sandbox panel shows it); fails when it sent none. */
export function emailedCode(stack: Stack): string {
  const codes = stack.sandbox.admin
    .log({ kind: 'switch-account-code' })
    .flatMap((entry) => /^code (\d{4}) /.exec(entry.message)?.[1] ?? []);
  const code = codes.at(-1);
  assert.ok(code, 'the sandbox e-mailed no code');
  return code;
}
