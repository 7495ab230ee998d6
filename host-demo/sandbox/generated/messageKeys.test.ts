/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { collectMessageKeys, findMessageModules, keysOfModule, MESSAGE_KEYS_FILE, REGENERATE_COMMAND, renderMessageKeys } from '../../../scripts/message-keys';

describe('generated/message-keys.json', () => {
  it('is what scripts/message-keys.ts makes from src/ today (not stale)', async () => {
    const fresh = renderMessageKeys(await collectMessageKeys());
    const committed = readFileSync(MESSAGE_KEYS_FILE, 'utf8');
    if (committed !== fresh) throw new Error(`${MESSAGE_KEYS_FILE} is stale: run \`${REGENERATE_COMMAND}\` and commit it.`);
    expect(committed).toBe(fresh);
  });

  it('finds the message modules by name and reads only their string tables', () => {
    const modules = findMessageModules();
    expect(modules).toContain('src/shared/i18n/en.ts');
    expect(modules.every((file) => /\/(en|messages|\w+Messages)\.ts$/.test(file))).toBe(true);
    const keys = keysOfModule({ table: { 'a.b': 'A', 'c.d': 'C' }, mixed: { 'x.y': 1 }, fn: () => 'z', list: ['e.f'], empty: {} });
    expect(keys).toEqual(['a.b', 'c.d']);
  });
});
