/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { exampleResponseData } from '../../contracts/api/examples';
import { callById, type CallId } from '../../contracts/api/registry';
import { SANDBOX_AREAS, sandboxHandlers } from './areas';
import messageKeys from './generated/message-keys.json';
import { rewriteForXss, xssPayloadFor } from './xss';

describe('the sandbox areas', () => {
  it('answer each registry call exactly once', () => {
    const ids = sandboxHandlers.map((handler) => handler.callId);
    expect(ids.filter((id) => !Object.hasOwn(callById, id))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // A call without a handler answers 501: an area missing from SANDBOX_AREAS (areas.ts) fails here.
    expect(Object.keys(callById).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it.each(SANDBOX_AREAS.map((area) => [area.name, area] as const))(
    '%s names shown text only for calls it answers',
    (_name, area) => {
      const own = new Set(area.handlers.map((handler) => handler.callId));
      expect(Object.keys({ ...area.shownText, ...area.xssExpand }).filter((id) => !own.has(id))).toEqual([]);
    },
  );

  it('in XSS mode, the messages answer carries every key the cashier bundles, each a payload', () => {
    const call = callById['i18n.getMessages'];
    const { body } = rewriteForXss(
      call.id,
      { success: true, data: { 'cash.title.selectPackage': 'Select a package' } },
      call.response,
    );
    const data = (body as { data: Record<string, string> }).data;
    expect(Object.keys(data).sort()).toEqual([...messageKeys.keys]);
    expect(data['cash.title.selectPackage']).toBe(xssPayloadFor(`${call.id}.data.cash.title.selectPackage`));
    expect(Object.values(data).every((text) => text.includes('__xssTripwire'))).toBe(true);
  });

  it('every example answer still passes its contract after the XSS rewrite', () => {
    for (const id of Object.keys(exampleResponseData) as CallId[]) {
      const call = callById[id];
      const { body } = rewriteForXss(id, { success: true, data: exampleResponseData[id] }, call.response);
      expect([id, v.safeParse(call.response, body).success]).toEqual([id, true]);
    }
  });

  it('no sandbox module imports src/ (message keys come from generated/message-keys.json)', () => {
    const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const offending = files.filter((file) =>
      [...readFileSync(path.join(__dirname, file), 'utf8').matchAll(/from '([^']+)'/g)].some(([, spec = '']) =>
        path.resolve(__dirname, path.dirname(file), spec).startsWith(path.resolve(__dirname, '../../src')),
      ),
    );
    expect(offending).toEqual([]);
  });
});
